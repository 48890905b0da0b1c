//! [`Few`]: a list of a table's worth of values or so (the seats eligible for a pot, its
//! winners and shares, the stacks at the end), kept in place up to `N` values ([`MAX_PLAYERS`]
//! unless said otherwise) and on the heap beyond: a replay's result is made without a heap
//! allocation per list.
//!
//! It reads as a slice (`Deref<Target = [T]>`), compares equal to a `Vec` or an array with the
//! same values, prints (`Debug`) and serialises exactly as a `Vec` does (a sequence), and
//! deserialises from one: the JSON of the types that hold it is that of a `Vec`.

use crate::units::MAX_PLAYERS;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// Up to `N` values in place, more on the heap (see the module).
#[derive(Clone)]
pub struct Few<T: Copy, const N: usize = MAX_PLAYERS>(Repr<T, N>);

#[derive(Clone)]
enum Repr<T: Copy, const N: usize> {
    /// No value.
    Empty,
    /// The first `len` values (one or more) of the array.
    Inline(usize, [T; N]),
    /// More values than fit in place.
    Heap(Vec<T>),
}

impl<T: Copy, const N: usize> Few<T, N> {
    /// An empty list.
    #[inline]
    pub const fn new() -> Few<T, N> {
        Few(Repr::Empty)
    }

    /// Add a value at the end.
    #[inline]
    pub fn push(&mut self, value: T) {
        match &mut self.0 {
            Repr::Inline(len, at) if *len < N => {
                at[*len] = value;
                *len += 1;
            }
            Repr::Empty if N > 0 => self.0 = Repr::Inline(1, [value; N]),
            _ => self.spill(value),
        }
    }

    /// Add every value of a slice at the end: an empty list that takes them all in place is
    /// filled in one copy, not a value at a time.
    #[inline]
    pub fn extend_from_slice(&mut self, values: &[T]) {
        match (&self.0, values.first()) {
            (Repr::Empty, Some(&first)) if values.len() <= N => {
                let mut at = [first; N];
                at[..values.len()].copy_from_slice(values);
                self.0 = Repr::Inline(values.len(), at);
            }
            _ => {
                for &v in values {
                    self.push(v);
                }
            }
        }
    }

    /// The first `len` values of `at` (all of them where `len` is larger), kept in place as
    /// they are: a list filled in an array of its own is taken without a copy value by value.
    #[inline]
    pub(crate) fn from_array(len: usize, at: [T; N]) -> Few<T, N> {
        match len.min(N) {
            0 => Few(Repr::Empty),
            len => Few(Repr::Inline(len, at)),
        }
    }

    /// A list of the one value `value`, the places after it holding `fill`: a value that is
    /// zero in memory (a zero seat, position or share) lets the places be cleared a wide store
    /// at a time rather than each written with `value` ([`Few::push`] on an empty list).
    #[inline]
    pub(crate) fn one(value: T, fill: T) -> Few<T, N> {
        let mut at = [fill; N];
        match at.first_mut() {
            Some(first) => {
                *first = value;
                Few(Repr::Inline(1, at))
            }
            None => Few(Repr::Heap(vec![value])),
        }
    }

    /// [`Few::push`] with no place left: every value moved to the heap.
    #[cold]
    fn spill(&mut self, value: T) {
        let mut v = match std::mem::replace(&mut self.0, Repr::Empty) {
            Repr::Heap(v) => v,
            Repr::Empty => Vec::new(),
            Repr::Inline(len, at) => {
                let mut v = Vec::with_capacity(2 * len.max(1));
                v.extend_from_slice(&at[..len]);
                v
            }
        };
        v.push(value);
        self.0 = Repr::Heap(v);
    }

    /// Remove every value.
    #[inline]
    pub fn clear(&mut self) {
        self.0 = Repr::Empty;
    }

    /// The values.
    #[inline]
    pub fn as_slice(&self) -> &[T] {
        match &self.0 {
            Repr::Empty => &[],
            Repr::Inline(len, at) => &at[..*len],
            Repr::Heap(v) => v,
        }
    }

    /// The values, to change in place.
    #[inline]
    pub fn as_mut_slice(&mut self) -> &mut [T] {
        match &mut self.0 {
            Repr::Empty => &mut [],
            Repr::Inline(len, at) => &mut at[..*len],
            Repr::Heap(v) => v,
        }
    }
}

impl<T: Copy, const N: usize> Default for Few<T, N> {
    #[inline]
    fn default() -> Few<T, N> {
        Few::new()
    }
}

impl<T: Copy, const N: usize> std::ops::Deref for Few<T, N> {
    type Target = [T];
    #[inline]
    fn deref(&self) -> &[T] {
        self.as_slice()
    }
}

impl<T: Copy, const N: usize> std::ops::DerefMut for Few<T, N> {
    #[inline]
    fn deref_mut(&mut self) -> &mut [T] {
        self.as_mut_slice()
    }
}

impl<T: Copy, const N: usize> Extend<T> for Few<T, N> {
    #[inline]
    fn extend<I: IntoIterator<Item = T>>(&mut self, iter: I) {
        for v in iter {
            self.push(v);
        }
    }
}

impl<T: Copy, const N: usize> FromIterator<T> for Few<T, N> {
    #[inline]
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Few<T, N> {
        let mut few = Few::new();
        few.extend(iter);
        few
    }
}

impl<T: Copy, const N: usize> From<Vec<T>> for Few<T, N> {
    fn from(v: Vec<T>) -> Few<T, N> {
        v.into_iter().collect()
    }
}

impl<T: Copy, const N: usize> From<&[T]> for Few<T, N> {
    #[inline]
    fn from(v: &[T]) -> Few<T, N> {
        v.iter().copied().collect()
    }
}

impl<T: Copy, const N: usize> From<Few<T, N>> for Vec<T> {
    fn from(few: Few<T, N>) -> Vec<T> {
        few.to_vec()
    }
}

/// The values of a [`Few`], by value.
#[derive(Debug)]
pub struct IntoIter<T: Copy, const N: usize> {
    few: Few<T, N>,
    next: usize,
}

impl<T: Copy, const N: usize> Iterator for IntoIter<T, N> {
    type Item = T;
    fn next(&mut self) -> Option<T> {
        let v = self.few.get(self.next).copied();
        self.next += 1;
        v
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.few.len().saturating_sub(self.next);
        (left, Some(left))
    }
}

impl<T: Copy, const N: usize> IntoIterator for Few<T, N> {
    type Item = T;
    type IntoIter = IntoIter<T, N>;
    fn into_iter(self) -> IntoIter<T, N> {
        IntoIter { few: self, next: 0 }
    }
}

impl<'a, T: Copy, const N: usize> IntoIterator for &'a Few<T, N> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> std::slice::Iter<'a, T> {
        self.as_slice().iter()
    }
}

impl<T: Copy + PartialEq, const N: usize> PartialEq for Few<T, N> {
    fn eq(&self, other: &Few<T, N>) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: Copy + Eq, const N: usize> Eq for Few<T, N> {}

impl<T: Copy + PartialEq, const N: usize> PartialEq<Vec<T>> for Few<T, N> {
    fn eq(&self, other: &Vec<T>) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: Copy + PartialEq, const N: usize> PartialEq<Few<T, N>> for Vec<T> {
    fn eq(&self, other: &Few<T, N>) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: Copy + PartialEq, const N: usize> PartialEq<[T]> for Few<T, N> {
    fn eq(&self, other: &[T]) -> bool {
        self.as_slice() == other
    }
}

impl<T: Copy + PartialEq, const N: usize> PartialEq<&[T]> for Few<T, N> {
    fn eq(&self, other: &&[T]) -> bool {
        self.as_slice() == *other
    }
}

impl<T: Copy + PartialEq, const N: usize, const K: usize> PartialEq<[T; K]> for Few<T, N> {
    fn eq(&self, other: &[T; K]) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: Copy + fmt::Debug, const N: usize> fmt::Debug for Few<T, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // As a Vec prints: its slice's list.
        fmt::Debug::fmt(self.as_slice(), f)
    }
}

impl<T: Copy + Serialize, const N: usize> Serialize for Few<T, N> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        // As a Vec serialises: a sequence of the values.
        self.as_slice().serialize(s)
    }
}

impl<'de, T: Copy + Deserialize<'de>, const N: usize> Deserialize<'de> for Few<T, N> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Few<T, N>, D::Error> {
        Vec::<T>::deserialize(d).map(Few::from)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every length from none to well past the places in the array: the same values, order,
    /// equality, Debug and JSON as a Vec, built by push, collect, extend and from a Vec.
    fn few_is_a_vec<const N: usize>() {
        for n in 0..3 * MAX_PLAYERS + 2 {
            let v: Vec<u64> = (0..n as u64).map(|k| k * 7 + 1).collect();
            let mut pushed = Few::<u64, N>::new();
            for &x in &v {
                pushed.push(x);
            }
            let collected: Few<u64, N> = v.iter().copied().collect();
            let from: Few<u64, N> = Few::from(v.clone());
            let mut extended: Few<u64, N> = v[..n / 2].iter().copied().collect();
            extended.extend(v[n / 2..].iter().copied());
            let mut sliced = Few::<u64, N>::new();
            sliced.extend_from_slice(&v);
            let mut sliced_twice = Few::<u64, N>::new();
            sliced_twice.extend_from_slice(&v[..n / 3]);
            sliced_twice.extend_from_slice(&v[n / 3..]);
            for f in [
                &pushed,
                &collected,
                &from,
                &extended,
                &sliced,
                &sliced_twice,
            ] {
                assert_eq!(f.as_slice(), v.as_slice(), "{n}");
                assert_eq!(*f, v);
                assert_eq!(v, *f);
                assert_eq!(f.len(), n);
                assert_eq!(format!("{f:?}"), format!("{v:?}"));
                assert_eq!(
                    serde_json::to_string(f).unwrap(),
                    serde_json::to_string(&v).unwrap()
                );
                let back: Few<u64, N> = serde_json::from_str(&serde_json::to_string(&v).unwrap())
                    .expect("a Vec's JSON");
                assert_eq!(back, v);
                assert_eq!(f.clone().into_iter().collect::<Vec<_>>(), v);
                assert_eq!(f.iter().copied().collect::<Vec<_>>(), v);
                assert_eq!(Vec::from(f.clone()), v);
            }
            // Taken from an array of its own: its first `n` values, the rest not read.
            if n <= N {
                let mut at = [u64::MAX; N];
                at[..n].copy_from_slice(&v);
                let arrayed = Few::from_array(n, at);
                assert_eq!(arrayed, v, "{n}");
                assert_eq!(arrayed.len(), n);
                assert_eq!(arrayed.is_empty(), pushed.is_empty());
                assert_eq!(format!("{arrayed:?}"), format!("{v:?}"));
            }
            // Equal lists compare equal however they are kept; a different one does not.
            assert_eq!(pushed, from);
            if n > 0 {
                let mut other = from.clone();
                other[n - 1] += 1;
                assert_ne!(other, pushed);
                assert_ne!(other, v);
            }
            let mut cleared = pushed.clone();
            cleared.clear();
            assert!(cleared.is_empty());
            assert_eq!(cleared, Vec::<u64>::new());
            cleared.extend(v.iter().copied());
            assert_eq!(cleared, v);
        }
    }

    /// A list of one value made in place (its other places filled with another) against the
    /// list one push makes, for every size of the array (none too).
    fn one_is_a_push<const N: usize>() {
        for (value, fill) in [(7u64, 0), (0, 0), (u64::MAX, 3), (42, 42)] {
            let one = Few::<u64, N>::one(value, fill);
            let mut pushed = Few::<u64, N>::new();
            pushed.push(value);
            assert_eq!(one, pushed, "{N} {value} {fill}");
            assert_eq!(one.as_slice(), [value], "{N}");
            assert_eq!(format!("{one:?}"), format!("{:?}", vec![value]));
            let mut more = one.clone();
            more.extend(1..=2 * N as u64);
            pushed.extend(1..=2 * N as u64);
            assert_eq!(more, pushed, "{N} {value} {fill}");
        }
    }

    #[test]
    fn one_value_in_place_is_one_pushed() {
        one_is_a_push::<0>();
        one_is_a_push::<1>();
        one_is_a_push::<4>();
        one_is_a_push::<MAX_PLAYERS>();
    }

    #[test]
    fn few_is_a_vec_in_every_way_seen() {
        few_is_a_vec::<0>();
        few_is_a_vec::<1>();
        few_is_a_vec::<4>();
        few_is_a_vec::<MAX_PLAYERS>();
    }
}
