//! Names kept in one string: a problem's options may number in the
//! millions, and a `String` each cost 24 bytes and an allocation of at
//! least 32 more, where most names are a few characters long.

use std::fmt;
use std::ops::Index;

/// No room for another name.
pub struct OutOfMemory;

/// A list of names, each a slice of one string.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct Names {
    text: String,
    /// Where each name ends in `text`.
    ends: Vec<u32>,
}

impl Names {
    /// How many names there are.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// The name at `index`, if there is one.
    pub fn get(&self, index: usize) -> Option<&str> {
        let end = *self.ends.get(index)? as usize;
        let start = index
            .checked_sub(1)
            .map_or(0, |before| self.ends[before] as usize);
        Some(&self.text[start..end])
    }

    /// Every name, in order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = &str> + '_ {
        (0..self.len()).map(|index| &self[index])
    }

    /// Adds a name made of `words` with a space between each, or leaves the
    /// list as it was when there is no memory for it (or when the names
    /// would pass 4 GiB, beyond the 32-bit ends).
    pub(super) fn push_words<'a>(
        &mut self,
        words: impl Iterator<Item = &'a str> + Clone,
    ) -> Result<(), OutOfMemory> {
        let length = words.clone().map(|word| word.len() + 1).sum::<usize>();
        self.text.try_reserve(length).map_err(|_| OutOfMemory)?;
        self.ends.try_reserve(1).map_err(|_| OutOfMemory)?;
        let start = self.text.len();
        for word in words {
            if self.text.len() > start {
                self.text.push(' ');
            }
            self.text.push_str(word);
        }
        match u32::try_from(self.text.len()) {
            Ok(end) => {
                self.ends.push(end);
                Ok(())
            }
            Err(_) => {
                self.text.truncate(start);
                Err(OutOfMemory)
            }
        }
    }

    /// Gives back the room the names do not use.
    pub(super) fn shrink_to_fit(&mut self) {
        self.text.shrink_to_fit();
        self.ends.shrink_to_fit();
    }
}

impl Index<usize> for Names {
    type Output = str;

    /// The name at `index`.
    ///
    /// # Panics
    ///
    /// If there are not more than `index` names.
    fn index(&self, index: usize) -> &str {
        self.get(index).expect("a name at the index")
    }
}

impl fmt::Debug for Names {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<const N: usize> PartialEq<[&str; N]> for Names {
    fn eq(&self, other: &[&str; N]) -> bool {
        self.iter().eq(other.iter().copied())
    }
}
