//! `docs/architecture.md` is true of the code where Cargo cannot see. Cargo already refuses an
//! upward import between the crates (the engine, the network, the table's layout, the game); inside the game crate
//! the layers of the page's table are read here from the Rust itself (`syn`), whole files:
//! every module the table names exists, every module sits in a layer, and no module uses one of
//! a layer above its own — in `use` items, paths in code and types, and paths inside macro
//! calls. Items under `#[cfg(test)]` may use anything. And the engine's rules use no floating
//! point. (What the app's systems may change is checked on the built schedule: `tests/app`.)

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use syn::visit::Visit;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The layer table of `docs/architecture.md`: module path → layer.
fn layers() -> BTreeMap<String, u32> {
    let text = std::fs::read_to_string(root().join("docs/architecture.md")).unwrap_or_default();
    let mut out = BTreeMap::new();
    for line in text.lines() {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        let Some(layer) = cells.get(1).and_then(|c| c.parse::<u32>().ok()) else { continue };
        for module in cells.get(2).unwrap_or(&"").split(',') {
            out.insert(module.trim().trim_matches('`').to_string(), layer);
        }
    }
    out
}

/// The layer of a module path: its longest prefix in the table.
fn layer_of(path: &str, layers: &BTreeMap<String, u32>) -> Option<u32> {
    let segments: Vec<&str> = path.split("::").collect();
    (1..=segments.len()).rev().find_map(|n| layers.get(&segments[..n].join("::")).copied())
}

fn is_test_only(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|a| a.path().is_ident("cfg") && a.meta.require_list().is_ok_and(|l| l.tokens.to_string() == "test"))
}

/// A module of the crate: its path (`table::camera`; `` for the crate root) and its file.
struct Module {
    path: String,
    file: PathBuf,
    ast: syn::File,
}

fn join(a: &str, b: &str) -> String {
    if a.is_empty() { b.to_string() } else { format!("{a}::{b}") }
}

fn parent(m: &str) -> String {
    m.rsplit_once("::").map_or(String::new(), |(p, _)| p.to_string())
}

/// Every module compiled outside tests, from `lib.rs` down its `mod` items (files and inline).
fn modules(src: &Path) -> Vec<Module> {
    modules_with(src, false)
}

/// Every module from `lib.rs` down its `mod` items (files and inline), test modules too if
/// `tests`.
fn modules_with(src: &Path, tests: bool) -> Vec<Module> {
    fn walk(path: String, file: PathBuf, dir: PathBuf, items: &[syn::Item], ast: Option<syn::File>, tests: bool, out: &mut Vec<Module>) {
        for item in items {
            let syn::Item::Mod(m) = item else { continue };
            if is_test_only(&m.attrs) && !tests {
                continue;
            }
            let name = m.ident.to_string();
            let child = join(&path, &name);
            match &m.content {
                Some((_, inline)) => {
                    let ast = syn::File { shebang: None, attrs: Vec::new(), items: inline.clone() };
                    walk(child, file.clone(), dir.join(&name), inline, tests.then_some(ast), tests, out)
                }
                None => {
                    let flat = dir.join(format!("{name}.rs"));
                    let (child_file, child_dir) =
                        if flat.exists() { (flat, dir.join(&name)) } else { (dir.join(&name).join("mod.rs"), dir.join(&name)) };
                    let text = std::fs::read_to_string(&child_file).unwrap_or_else(|e| panic!("{}: {e}", child_file.display()));
                    let parsed = syn::parse_file(&text).unwrap_or_else(|e| panic!("{}: {e}", child_file.display()));
                    let items = parsed.items.clone();
                    walk(child, child_file, child_dir, &items, Some(parsed), tests, out);
                }
            }
        }
        if let Some(ast) = ast {
            out.push(Module { path, file, ast });
        }
    }
    let lib = src.join("lib.rs");
    let text = std::fs::read_to_string(&lib).unwrap_or_default();
    let ast = syn::parse_file(&text).unwrap_or_else(|e| panic!("lib.rs: {e}"));
    let items = ast.items.clone();
    let mut out = Vec::new();
    walk(String::new(), lib, src.to_path_buf(), &items, Some(ast), tests, &mut out);
    out
}

/// The module paths a module's code names through `crate::`, `super::`, `self::` or a child
/// module's name: in `use` items, in paths of code and types, and in macro calls' tokens.
struct Uses<'a> {
    module: String,
    /// Every module of the crate, to tell a child module's name from anything else.
    known: &'a [String],
    found: Vec<String>,
}

impl Uses<'_> {
    /// The module path `segments` names, read from the module `at`.
    fn resolve(&self, at: &str, segments: &[String]) -> Option<String> {
        let (first, rest) = segments.split_first()?;
        let mut base = match first.as_str() {
            "crate" => String::new(),
            "self" => at.to_string(),
            "super" => parent(at),
            name if self.known.contains(&join(at, name)) => join(at, name),
            _ => return None,
        };
        let mut rest = rest;
        while let Some((next, more)) = rest.split_first() {
            if next == "super" {
                base = parent(&base);
                rest = more;
            } else {
                break;
            }
        }
        Some(rest.iter().fold(base, |acc, s| join(&acc, s)))
    }

    fn push(&mut self, segments: &[String]) {
        if let Some(path) = self.resolve(&self.module.clone(), segments) {
            self.found.push(path);
        }
    }

    fn use_tree(&mut self, prefix: &mut Vec<String>, tree: &syn::UseTree) {
        match tree {
            syn::UseTree::Path(p) => {
                prefix.push(p.ident.to_string());
                self.use_tree(prefix, &p.tree);
                prefix.pop();
            }
            syn::UseTree::Name(n) => {
                prefix.push(n.ident.to_string());
                self.push(&prefix.clone());
                prefix.pop();
            }
            syn::UseTree::Rename(r) => {
                prefix.push(r.ident.to_string());
                self.push(&prefix.clone());
                prefix.pop();
            }
            syn::UseTree::Glob(_) => self.push(&prefix.clone()),
            syn::UseTree::Group(g) => {
                for t in &g.items {
                    self.use_tree(prefix, t);
                }
            }
        }
    }

    /// `crate :: a :: b`, `super :: x` sequences in a macro call's tokens.
    fn tokens(&mut self, tokens: proc_macro2::TokenStream) {
        let list: Vec<proc_macro2::TokenTree> = tokens.into_iter().collect();
        let mut i = 0;
        while i < list.len() {
            match &list[i] {
                proc_macro2::TokenTree::Group(g) => self.tokens(g.stream()),
                proc_macro2::TokenTree::Ident(id) if ["crate", "super", "self"].contains(&id.to_string().as_str()) => {
                    let mut segments = vec![id.to_string()];
                    let mut j = i + 1;
                    while let (
                        Some(proc_macro2::TokenTree::Punct(a)),
                        Some(proc_macro2::TokenTree::Punct(b)),
                        Some(proc_macro2::TokenTree::Ident(next)),
                    ) = (list.get(j), list.get(j + 1), list.get(j + 2))
                    {
                        if a.as_char() != ':' || b.as_char() != ':' {
                            break;
                        }
                        segments.push(next.to_string());
                        j += 3;
                    }
                    self.push(&segments);
                    i = j;
                    continue;
                }
                _ => {}
            }
            i += 1;
        }
    }
}

impl<'ast> Visit<'ast> for Uses<'_> {
    fn visit_item(&mut self, item: &'ast syn::Item) {
        let attrs = match item {
            syn::Item::Mod(m) => {
                // A module's own file or block is read as that module.
                if !is_test_only(&m.attrs)
                    && let Some((_, items)) = &m.content
                {
                    let inner = join(&self.module, &m.ident.to_string());
                    let outer = std::mem::replace(&mut self.module, inner);
                    for i in items {
                        self.visit_item(i);
                    }
                    self.module = outer;
                }
                return;
            }
            syn::Item::Const(i) => &i.attrs,
            syn::Item::Enum(i) => &i.attrs,
            syn::Item::Fn(i) => &i.attrs,
            syn::Item::Impl(i) => &i.attrs,
            syn::Item::Macro(i) => &i.attrs,
            syn::Item::Static(i) => &i.attrs,
            syn::Item::Struct(i) => &i.attrs,
            syn::Item::Trait(i) => &i.attrs,
            syn::Item::Type(i) => &i.attrs,
            syn::Item::Use(i) => &i.attrs,
            _ => return syn::visit::visit_item(self, item),
        };
        if !is_test_only(attrs) {
            syn::visit::visit_item(self, item);
        }
    }

    fn visit_impl_item(&mut self, item: &'ast syn::ImplItem) {
        if let syn::ImplItem::Fn(f) = item
            && is_test_only(&f.attrs)
        {
            return;
        }
        syn::visit::visit_impl_item(self, item);
    }

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        self.use_tree(&mut Vec::new(), &item.tree);
    }

    /// `pub(super)` names who may see an item, not what it uses.
    fn visit_visibility(&mut self, _: &'ast syn::Visibility) {}

    fn visit_path(&mut self, path: &'ast syn::Path) {
        let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        self.push(&segments);
        syn::visit::visit_path(self, path);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        self.tokens(mac.tokens.clone());
        syn::visit::visit_macro(self, mac);
    }
}

/// The module paths `module`'s code uses (its test-only items left out).
fn uses_of(ast: &syn::File, module: &str, known: &[String]) -> Vec<String> {
    let mut v = Uses { module: module.to_string(), known, found: Vec::new() };
    for item in &ast.items {
        // Inline modules are read with the file that holds them.
        v.visit_item(item);
    }
    v.found
}

#[test]
fn the_layers_in_docs_architecture_are_the_code() {
    let layers = layers();
    assert!(layers.len() > 10, "docs/architecture.md has a layer table");
    let modules = modules(&root().join("src"));
    let known: Vec<String> = modules.iter().map(|m| m.path.clone()).collect();
    assert!(known.len() > 50, "the crate's modules were read: {}", known.len());
    for module in layers.keys() {
        assert!(known.contains(module), "docs/architecture.md names `{module}`, which is no module of the game crate");
    }
    let mut wrong = Vec::new();
    for m in modules.iter().filter(|m| !m.path.is_empty()) {
        let own = layer_of(&m.path, &layers)
            .unwrap_or_else(|| panic!("{} (`{}`) is in no layer of docs/architecture.md", m.file.display(), m.path));
        for used in uses_of(&m.ast, &m.path, &known) {
            if let Some(layer) = layer_of(&used, &layers)
                && layer > own
            {
                wrong.push(format!("{} (layer {own}) uses {used} (layer {layer})", m.path));
            }
        }
    }
    wrong.sort();
    wrong.dedup();
    assert!(wrong.is_empty(), "layers must only look down:\n{}", wrong.join("\n"));
}

/// The modules of a crate that use one another in a circle, between the children of `under`
/// (`""`: the crate's top-level modules): each circle as its modules in order, with the first
/// use found of each step (`a::b uses c::d`). Uses inside one child are not counted.
fn circles(src: &Path, under: &str) -> Vec<String> {
    circles_among(&modules(src), under)
}

/// [`circles`] among modules already read.
fn circles_among(modules: &[Module], under: &str) -> Vec<String> {
    let known: Vec<String> = modules.iter().map(|m| m.path.clone()).collect();
    // The child of `under` a module path lies in (`None`: outside `under`, or `under` itself).
    let child = |path: &str| -> Option<String> {
        let rest = if under.is_empty() { path } else { path.strip_prefix(under)?.strip_prefix("::")? };
        let first = rest.split("::").next().filter(|f| !f.is_empty())?;
        let child = join(under, first);
        known.contains(&child).then_some(child)
    };
    // child → child it uses → the first use seen.
    let mut edges: BTreeMap<String, BTreeMap<String, String>> = BTreeMap::new();
    for m in modules {
        let Some(from) = child(&m.path) else { continue };
        for used in uses_of(&m.ast, &m.path, &known) {
            if let Some(to) = child(&used).filter(|to| *to != from) {
                edges.entry(from.clone()).or_default().entry(to).or_insert_with(|| format!("{} uses {used}", m.path));
            }
        }
    }
    // Tarjan's strongly connected components; each of more than one module is a circle.
    struct Walk<'a> {
        edges: &'a BTreeMap<String, BTreeMap<String, String>>,
        index: BTreeMap<String, usize>,
        low: BTreeMap<String, usize>,
        stack: Vec<String>,
        found: Vec<Vec<String>>,
    }
    impl Walk<'_> {
        fn visit(&mut self, v: &str) {
            let n = self.index.len();
            self.index.insert(v.to_string(), n);
            self.low.insert(v.to_string(), n);
            self.stack.push(v.to_string());
            for w in self.edges.get(v).map(|e| e.keys().cloned().collect::<Vec<_>>()).unwrap_or_default() {
                if !self.index.contains_key(&w) {
                    self.visit(&w);
                    let low = self.low[v].min(self.low[&w]);
                    self.low.insert(v.to_string(), low);
                } else if self.stack.contains(&w) {
                    let low = self.low[v].min(self.index[&w]);
                    self.low.insert(v.to_string(), low);
                }
            }
            if self.low[v] == self.index[v] {
                let at = self.stack.iter().rposition(|s| s == v).unwrap_or(0);
                let component = self.stack.split_off(at);
                if component.len() > 1 {
                    self.found.push(component);
                }
            }
        }
    }
    let mut walk = Walk { edges: &edges, index: BTreeMap::new(), low: BTreeMap::new(), stack: Vec::new(), found: Vec::new() };
    for v in edges.keys() {
        if !walk.index.contains_key(v) {
            walk.visit(v);
        }
    }
    walk.found
        .into_iter()
        .map(|mut component| {
            component.sort();
            let mut ties: Vec<&str> = Vec::new();
            for a in &component {
                for b in &component {
                    if let Some(tie) = edges.get(a).and_then(|e| e.get(b)) {
                        ties.push(tie);
                    }
                }
            }
            format!("{} ({})", component.join(" ↔ "), ties.join("; "))
        })
        .collect()
}

/// No circle between the modules of any folder of any crate of the workspace (its top level,
/// and every module with modules of its own): each area, and each file of it, can be read,
/// tested and moved with what is below it.
#[test]
fn no_modules_use_each_other_in_a_circle() {
    let mut found = Vec::new();
    // (The layout crate's modules are all at its top level: one folder.)
    for (src, nested) in [("src", true), ("crates/net/src", true), ("crates/engine/src", true), ("crates/layout/src", false)] {
        let modules = modules(&root().join(src));
        // The crate's top level, and every module with modules of its own (a folder).
        let folders: std::collections::BTreeSet<String> = std::iter::once(String::new())
            .chain(modules.iter().filter_map(|m| m.path.rsplit_once("::").map(|(parent, _)| parent.to_string())))
            .collect();
        assert!(modules.len() > 5, "{src}: the modules found ({})", modules.len());
        assert!(!nested || folders.len() > 1, "{src}: the folders found ({folders:?})");
        for under in &folders {
            for circle in circles_among(&modules, under) {
                found.push(format!("{src}: {circle}"));
            }
        }
    }
    assert!(found.is_empty(), "modules that use each other in a circle:\n{}", found.join("\n"));
}

/// The circle check finds a circle: two modules of a small crate written for it, and a third
/// that only looks down.
#[test]
fn a_circle_is_found_and_named() {
    let dir = std::env::temp_dir().join(format!("mt-circle-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a folder");
    let write = |name: &str, text: &str| std::fs::write(dir.join(name), text).expect("written");
    write("lib.rs", "mod a;\nmod b;\nmod c;\n");
    write("a.rs", "pub fn f() { crate::b::g() }\n");
    write("b.rs", "use super::a;\npub fn g() {}\nfn h() { a::f() }\n");
    write("c.rs", "pub fn k() { crate::a::f() }\n#[cfg(test)]\nmod tests { fn t() { crate::c::k() } }\n");
    let found = circles(&dir, "");
    assert_eq!(found, ["a ↔ b (a uses b::g; b uses a)"]);
    write("b.rs", "pub fn g() {}\n");
    assert!(circles(&dir, "").is_empty());
    let _ = std::fs::remove_dir_all(&dir);
}

/// Floating point in code outside tests: `f32`/`f64` types and float literals, also in macros.
struct Floats(Vec<String>);

impl<'ast> Visit<'ast> for Floats {
    fn visit_item(&mut self, item: &'ast syn::Item) {
        let test_only = match item {
            syn::Item::Mod(i) => is_test_only(&i.attrs),
            syn::Item::Fn(i) => is_test_only(&i.attrs),
            syn::Item::Impl(i) => is_test_only(&i.attrs),
            syn::Item::Use(i) => is_test_only(&i.attrs),
            _ => false,
        };
        if !test_only {
            syn::visit::visit_item(self, item);
        }
    }

    fn visit_type_path(&mut self, t: &'ast syn::TypePath) {
        if t.path.is_ident("f32") || t.path.is_ident("f64") {
            self.0.push(format!("the type {}", t.path.segments.iter().map(|s| s.ident.to_string()).collect::<String>()));
        }
        syn::visit::visit_type_path(self, t);
    }

    fn visit_lit_float(&mut self, lit: &'ast syn::LitFloat) {
        self.0.push(format!("the number {lit}", lit = lit.base10_digits()));
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        fn scan(tokens: proc_macro2::TokenStream, out: &mut Vec<String>) {
            for t in tokens {
                match t {
                    proc_macro2::TokenTree::Group(g) => scan(g.stream(), out),
                    proc_macro2::TokenTree::Ident(id) if id == "f32" || id == "f64" => out.push(format!("the type {id} in a macro")),
                    proc_macro2::TokenTree::Literal(l) => {
                        if let syn::Lit::Float(f) = syn::Lit::new(l) {
                            out.push(format!("the number {} in a macro", f.base10_digits()));
                        }
                    }
                    _ => {}
                }
            }
        }
        scan(mac.tokens.clone(), &mut self.0);
    }
}

/// "No floats in rules": the engine is whole numbers throughout, so it plays the same on
/// every machine. (Its computer players may weigh chances in floating point.)
#[test]
fn the_rules_use_no_floating_point() {
    let rules = root().join("crates/engine/src/rules");
    fn files(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else { return };
        for path in entries.filter_map(Result::ok).map(|e| e.path()) {
            if path.is_dir() {
                files(&path, out);
            } else if path.extension().is_some_and(|x| x == "rs") {
                out.push(path);
            }
        }
    }
    let mut paths = Vec::new();
    files(&rules, &mut paths);
    assert!(paths.len() > 10, "the rules' files were read");
    let mut wrong = Vec::new();
    for path in paths {
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        let ast = syn::parse_file(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let mut floats = Floats(Vec::new());
        floats.visit_file(&ast);
        wrong.extend(floats.0.into_iter().map(|f| format!("{}: {f}", path.display())));
    }
    assert!(wrong.is_empty(), "floating point in the rules:\n{}", wrong.join("\n"));
}

/// The checks see what they look for: test-only items are left out wherever they are declared,
/// paths are read in `use` groups, code, types and macro calls, and floats anywhere else.
#[test]
fn the_checks_read_what_they_look_for() {
    let known: Vec<String> = ["game", "game::computer", "table", "table::art", "ui", "lang"].map(String::from).into();
    let code = r#"
        #[cfg(test)]
        mod tests;
        use super::{Game, saving::Storage};
        use crate::table::{art::FaceStyle, space};
        fn f(x: crate::ui::Thing) -> super::super::rules::Tile { crate::lang::t!("hand-of", name = crate::ui::to_points(1)); computer::think() }
        pub(super) fn plugin() {}
        #[derive(bevy::ecs::system::SystemParam)]
        struct Params<'w> { game: ResMut<'w, crate::game::Game> }
        #[cfg(test)]
        mod more { use crate::ui::Hidden; }
        #[cfg(test)]
        fn helper() { crate::ui::hidden(); }
    "#;
    let ast = syn::parse_file(code).expect("parses");
    let got = uses_of(&ast, "game", &known);
    for want in [
        "game::Game",
        "saving::Storage",
        "table::art::FaceStyle",
        "table::space",
        "ui::Thing",
        "rules::Tile",
        "lang::t",
        "ui::to_points",
        "game::computer::think",
        "game::Game",
    ] {
        assert!(got.iter().any(|g| g == want), "{want} is not among {got:?}");
    }
    assert!(!got.iter().any(|g| g.contains("Hidden") || g.contains("hidden")), "test-only items are left out: {got:?}");
    assert!(!got.iter().any(|g| g.is_empty()), "a visibility is no use: {got:?}");
    let layers: BTreeMap<String, u32> = [("table".to_string(), 9), ("table::art".to_string(), 6)].into();
    assert_eq!(layer_of("table::art::FaceStyle", &layers), Some(6));
    assert_eq!(layer_of("table::camera", &layers), Some(9));

    let mut floats = Floats(Vec::new());
    floats.visit_file(&syn::parse_file("#[cfg(test)]\nmod tests { fn a() -> f64 { 1.0 } }\nfn b(x: u32) -> u32 { x }").expect("parses"));
    assert!(floats.0.is_empty(), "{:?}", floats.0);
    floats.visit_file(&syn::parse_file("fn b(x: u32) -> f32 { let y = 0.5; assert!(y < 2.5, \"{}\", x as f64); 1.0 }").expect("parses"));
    assert_eq!(floats.0.len(), 5, "{:?}", floats.0);
}

/// Every name an item, field, variant or method is given in a file (its definitions, not its
/// uses).
#[derive(Default)]
struct Defined(Names);

impl<'ast> Visit<'ast> for Defined {
    fn visit_item(&mut self, item: &'ast syn::Item) {
        let ident = match item {
            syn::Item::Const(i) => Some(&i.ident),
            syn::Item::Enum(i) => Some(&i.ident),
            syn::Item::Fn(i) => Some(&i.sig.ident),
            syn::Item::Macro(i) => i.ident.as_ref(),
            syn::Item::Mod(i) => Some(&i.ident),
            syn::Item::Static(i) => Some(&i.ident),
            syn::Item::Struct(i) => Some(&i.ident),
            syn::Item::Trait(i) => Some(&i.ident),
            syn::Item::Type(i) => Some(&i.ident),
            syn::Item::Union(i) => Some(&i.ident),
            // What a module hands on under its own path (`pub use`).
            syn::Item::Use(u) if !matches!(u.vis, syn::Visibility::Inherited) => {
                fn names(tree: &syn::UseTree, out: &mut Names) {
                    match tree {
                        syn::UseTree::Path(p) => names(&p.tree, out),
                        syn::UseTree::Name(n) => drop(out.insert(n.ident.to_string())),
                        syn::UseTree::Rename(r) => drop(out.insert(r.rename.to_string())),
                        syn::UseTree::Group(g) => g.items.iter().for_each(|t| names(t, out)),
                        syn::UseTree::Glob(_) => {}
                    }
                }
                names(&u.tree, &mut self.0);
                None
            }
            _ => None,
        };
        self.0.extend(ident.map(|i| i.to_string()));
        syn::visit::visit_item(self, item);
    }
    fn visit_variant(&mut self, v: &'ast syn::Variant) {
        self.0.insert(v.ident.to_string());
        syn::visit::visit_variant(self, v);
    }
    fn visit_field(&mut self, f: &'ast syn::Field) {
        self.0.extend(f.ident.as_ref().map(|i| i.to_string()));
        syn::visit::visit_field(self, f);
    }
    fn visit_impl_item(&mut self, i: &'ast syn::ImplItem) {
        let ident = match i {
            syn::ImplItem::Const(c) => Some(&c.ident),
            syn::ImplItem::Fn(f) => Some(&f.sig.ident),
            syn::ImplItem::Type(t) => Some(&t.ident),
            _ => None,
        };
        self.0.extend(ident.map(|i| i.to_string()));
        syn::visit::visit_impl_item(self, i);
    }
    fn visit_trait_item(&mut self, i: &'ast syn::TraitItem) {
        let ident = match i {
            syn::TraitItem::Const(c) => Some(&c.ident),
            syn::TraitItem::Fn(f) => Some(&f.sig.ident),
            syn::TraitItem::Type(t) => Some(&t.ident),
            _ => None,
        };
        self.0.extend(ident.map(|i| i.to_string()));
        syn::visit::visit_trait_item(self, i);
    }
}

/// Names, in order.
type Names = std::collections::BTreeSet<String>;

/// A crate as read: its name, its modules with the names each defines, and every name it
/// defines.
type CrateRead = (&'static str, Vec<(String, Names)>, Names);

/// The crates a manifest depends on, by the names code uses (`-` as `_`).
fn dependencies(manifest: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(manifest).unwrap_or_default();
    let mut out = Vec::new();
    let mut in_deps = false;
    for line in text.lines().map(str::trim) {
        if line.starts_with('[') {
            in_deps = line.contains("dependencies");
        } else if in_deps && let Some((name, _)) = line.split_once('=') {
            out.push(name.trim().split('.').next().unwrap_or("").replace('-', "_"));
        }
    }
    out
}

/// The Rust paths docs/architecture.md gives in backticks (`table_layout::layout::lay_out`,
/// `Game::revision`), `crate::` left off.
fn names_in_docs() -> Vec<String> {
    let text = std::fs::read_to_string(root().join("docs/architecture.md")).unwrap_or_default();
    let mut out = Vec::new();
    for (i, quoted) in text.split('`').enumerate() {
        let name = quoted.trim_end_matches("()");
        let segments: Vec<&str> = name.split("::").collect();
        let ident = |s: &&str| {
            s.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
                && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        };
        if i % 2 == 1 && segments.len() > 1 && segments.iter().all(ident) {
            out.push(name.trim_start_matches("crate::").to_string());
        }
    }
    out.sort();
    out.dedup();
    out
}

/// Every name docs/architecture.md gives for a module, an item or a member of ours is in the
/// code: a module path (or the end of one: `hub::run_room` is `online::hub::run_room`) with
/// the item defined in that module, or a type of ours with the member defined in its crate.
/// Paths into other crates (`bevy::…`, `std::…`) are left to them.
#[test]
fn every_name_docs_architecture_gives_is_in_the_code() {
    let crates = [
        ("crate", "src", "Cargo.toml"),
        ("engine", "crates/engine/src", "crates/engine/Cargo.toml"),
        ("net", "crates/net/src", "crates/net/Cargo.toml"),
        ("table_layout", "crates/layout/src", "crates/layout/Cargo.toml"),
    ];
    // Each crate's modules with the names defined in each, and every name defined in it.
    let mut read: Vec<CrateRead> = Vec::new();
    let mut external: Names = ["std", "core", "alloc"].map(String::from).into();
    for (name, src, manifest) in crates {
        let modules: Vec<(String, Names)> = modules_with(&root().join(src), true)
            .into_iter()
            .map(|m| {
                let mut defined = Defined::default();
                defined.visit_file(&m.ast);
                (m.path, defined.0)
            })
            .collect();
        let all: Names = modules.iter().flat_map(|(_, d)| d.iter().cloned()).collect();
        read.push((name, modules, all));
        external.extend(dependencies(&root().join(manifest)));
    }
    external.retain(|e| !["engine", "net", "table_layout"].contains(&e.as_str()));
    let names = names_in_docs();
    assert!(names.len() > 100, "docs/architecture.md's names were read: {}", names.len());
    let mut missing = Vec::new();
    let mut checked = 0;
    for name in &names {
        let mut segments: Vec<&str> = name.split("::").collect();
        if external.contains(segments[0]) {
            continue;
        }
        let mut crates: Vec<&CrateRead> = read.iter().collect();
        if let Some(c) = read.iter().find(|c| c.0 == segments[0] || format!("mexican_train_{}", c.0) == segments[0]) {
            crates = vec![c];
            segments.remove(0);
        }
        checked += 1;
        let found = crates.iter().any(|(_, modules, all)| {
            // A module path (or its end) and, after it, an item of that module and members of
            // the crate's.
            let in_module = (1..=segments.len()).any(|k| {
                let path = segments[..k].join("::");
                modules.iter().any(|(m, defined)| {
                    (*m == path || m.ends_with(&format!("::{path}")))
                        && segments.get(k).is_none_or(|item| defined.contains(*item))
                        && segments.iter().skip(k + 1).all(|member| all.contains(*member))
                })
            });
            // A type of ours and its members.
            let of_a_type = segments[0].starts_with(|c: char| c.is_ascii_uppercase()) && segments.iter().all(|s| all.contains(*s));
            in_module || of_a_type
        });
        if !found {
            missing.push(name.clone());
        }
    }
    assert!(checked > 100, "{checked} names checked");
    assert!(missing.is_empty(), "docs/architecture.md names what the code does not have:\n{}", missing.join("\n"));
}
