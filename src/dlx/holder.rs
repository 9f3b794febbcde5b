//! What a search holds its matrix in, sealed so that it is always the same
//! matrix.

use super::Matrix;

/// What a [`Search`](super::Search) can hold its matrix in: the matrix
/// itself, or a `&mut Matrix` that it borrows for its lifetime.
///
/// The search keeps handles to nodes between steps and walks them without
/// bounds checks, so it must see the same matrix on every call. An owned
/// matrix and a unique borrow are the same matrix for as long as the search
/// holds them; a type of the caller's own (a [`BorrowMut`] that answered
/// with another matrix on each call) would not be, so the trait is sealed:
/// only this crate implements it.
///
/// ```compile_fail,E0277
/// // A safe `BorrowMut` that hands out a large matrix three times and then
/// // a small one. Were it accepted, the search would walk the large
/// // matrix's node handles in the small one's nodes: a failed debug
/// // assertion, and a read out of bounds in release. It does not compile.
/// use std::borrow::{Borrow, BorrowMut};
/// use std::cell::Cell;
/// use sudoku_dlx::dlx::{Matrix, Search};
///
/// struct Shifty {
///     large: Matrix,
///     small: Matrix,
///     calls: Cell<u32>,
/// }
///
/// impl Borrow<Matrix> for Shifty {
///     fn borrow(&self) -> &Matrix {
///         &self.large
///     }
/// }
///
/// impl BorrowMut<Matrix> for Shifty {
///     fn borrow_mut(&mut self) -> &mut Matrix {
///         self.calls.set(self.calls.get() + 1);
///         if self.calls.get() <= 3 { &mut self.large } else { &mut self.small }
///     }
/// }
///
/// let mut large = Matrix::new(50, 0);
/// for item in 0..50 {
///     large.add_option(&[item]).unwrap();
/// }
/// let shifty = Shifty { large, small: Matrix::new(1, 0), calls: Cell::new(0) };
/// let mut search = Search::new(shifty);
/// for _ in 0..10 {
///     search.step();
/// }
/// ```
///
/// Nor can a caller implement it for such a type:
///
/// ```compile_fail,E0277
/// use sudoku_dlx::dlx::{Matrix, MatrixHolder};
///
/// struct Mine(Matrix);
///
/// impl MatrixHolder for Mine {
///     fn matrix(&self) -> &Matrix { &self.0 }
///     fn matrix_mut(&mut self) -> &mut Matrix { &mut self.0 }
/// }
/// ```
///
/// [`BorrowMut`]: std::borrow::BorrowMut
pub trait MatrixHolder: sealed::Sealed {
    /// The matrix.
    fn matrix(&self) -> &Matrix;
    /// The matrix, to cover and uncover.
    fn matrix_mut(&mut self) -> &mut Matrix;
}

mod sealed {
    /// Implemented only for [`Matrix`](super::Matrix) and `&mut Matrix`.
    pub trait Sealed {}
    impl Sealed for super::Matrix {}
    impl Sealed for &mut super::Matrix {}
}

impl MatrixHolder for Matrix {
    fn matrix(&self) -> &Matrix {
        self
    }
    fn matrix_mut(&mut self) -> &mut Matrix {
        self
    }
}

impl MatrixHolder for &mut Matrix {
    fn matrix(&self) -> &Matrix {
        self
    }
    fn matrix_mut(&mut self) -> &mut Matrix {
        self
    }
}
