//! Windows builds only: the game's icon goes into the executable (`winresource`, a build
//! dependency for Windows hosts only, so Linux builds neither fetch nor compile it).

fn main() {
    println!("cargo:rerun-if-changed=packaging/windows/mexican-train.ico");
    #[cfg(windows)]
    {
        let mut resource = winresource::WindowsResource::new();
        resource.set_icon("packaging/windows/mexican-train.ico");
        if let Err(e) = resource.compile() {
            println!("cargo:warning=the Windows icon could not be embedded: {e}");
        }
    }
}
