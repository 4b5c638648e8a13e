//! Nothing to use: this crate's dependencies are its point (see its `Cargo.toml`), the features
//! CI's rules-only build and its game build share, written by `.ci/shared_build.py`.
