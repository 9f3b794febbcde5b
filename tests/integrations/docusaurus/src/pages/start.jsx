// A page without the element: following its link renders the props page in
// the browser, where React sets every prop before the element is defined.
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';

export default function Start() {
  return (
    <Layout title="Start">
      <main>
        <Link id="to-props" to="/props">
          Every prop
        </Link>
      </main>
    </Layout>
  );
}
