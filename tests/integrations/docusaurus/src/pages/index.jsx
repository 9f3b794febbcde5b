// src/pages/index.jsx
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';

export default function Sudoku() {
  return (
    <Layout title="Sudoku">
      <Head>
        <script type="module" src={useBaseUrl('/sudoku-dlx/element.js')} />
      </Head>
      <main className="container margin-vert--lg">
        <sudoku-dlx mode="solve" />
        <sudoku-dlx mode="visualize" problem="queens 6" panels="description matrix stack counters" step={12} />
      </main>
    </Layout>
  );
}
