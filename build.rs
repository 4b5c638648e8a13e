//! The Windows executable's resources: the game's icon (Explorer, the Start menu, the taskbar),
//! its name, publisher and version (the file's *Properties*), and its manifest (runs as the
//! person who started it, Windows 10 and later, sharp on high-DPI screens).
//!
//! A build script runs on the machine that builds, so it asks Cargo about the *target*
//! (`CARGO_CFG_TARGET_OS`), not `cfg(windows)`: cross-built on Linux, the Windows executable gets
//! its resources too. They are compiled by MinGW-w64's `windres` (Debian's
//! `binutils-mingw-w64-x86-64`; `WINDRES` names another) into an object linked into the game.

use std::path::{Path, PathBuf};
use std::process::Command;

const ICON: &str = "packaging/windows/mexican-train.ico";
const MANIFEST: &str = "packaging/windows/mexican-train.manifest";

fn main() {
    println!("cargo:rerun-if-changed={ICON}");
    println!("cargo:rerun-if-changed={MANIFEST}");
    println!("cargo:rerun-if-env-changed=WINDRES");
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("windows") {
        return;
    }
    if std::env::var("CARGO_CFG_TARGET_ENV").as_deref() != Ok("gnu") {
        println!("cargo:warning=the icon and version are only embedded in MinGW builds (x86_64-pc-windows-gnu)");
        return;
    }
    if let Err(problem) = embed_resources() {
        // An executable without its icon and version is not one to ship: stop the build.
        eprintln!("the Windows resources could not be built: {problem}");
        std::process::exit(1);
    }
}

fn embed_resources() -> Result<(), String> {
    let env = |name: &str| std::env::var(name).map_err(|_| format!("Cargo did not set {name}"));
    let out = PathBuf::from(env("OUT_DIR")?);
    let root = PathBuf::from(env("CARGO_MANIFEST_DIR")?);
    let script = out.join("resources.rc");
    std::fs::write(&script, resource_script(&root, &env("CARGO_PKG_VERSION")?, &version_numbers(&env)?))
        .map_err(|e| format!("{}: {e}", script.display()))?;
    let windres = std::env::var("WINDRES").unwrap_or_else(|_| {
        let arch = std::env::var("CARGO_CFG_TARGET_ARCH").unwrap_or_else(|_| "x86_64".into());
        format!("{arch}-w64-mingw32-windres")
    });
    let object = out.join("resources.o");
    let status = Command::new(&windres)
        .args(["--input-format=rc", "--output-format=coff", "--input"])
        .arg(&script)
        .arg("--output")
        .arg(&object)
        .status()
        .map_err(|e| format!("{windres} did not start ({e}): install MinGW-w64's binutils, or name it in WINDRES"))?;
    if !status.success() {
        return Err(format!("{windres} failed on {} ({status})", script.display()));
    }
    // Into the executable only (a library has no icon), as an object so the linker keeps it.
    println!("cargo:rustc-link-arg-bins={}", object.display());
    Ok(())
}

/// The version as Windows' four numbers (`0,1,0,0`).
fn version_numbers(env: &dyn Fn(&str) -> Result<String, String>) -> Result<String, String> {
    let part = |name: &str| -> Result<u16, String> {
        let text = env(name)?;
        text.parse().map_err(|_| format!("{name} is {text}, not a number Windows can show"))
    };
    Ok(format!("{},{},{},0", part("CARGO_PKG_VERSION_MAJOR")?, part("CARGO_PKG_VERSION_MINOR")?, part("CARGO_PKG_VERSION_PATCH")?))
}

/// The resource script: numbers stand for windres's header names (RT_MANIFEST is 24, VOS_NT_WINDOWS32
/// 0x40004, VFT_APP 1), so no C preprocessor headers are needed.
fn resource_script(root: &Path, version: &str, numbers: &str) -> String {
    let path = |file: &str| root.join(file).display().to_string().replace('\\', "/");
    format!(
        r#"1 ICON "{icon}"
1 24 "{manifest}"
1 VERSIONINFO
FILEVERSION {numbers}
PRODUCTVERSION {numbers}
FILEFLAGSMASK 0x3f
FILEFLAGS 0
FILEOS 0x40004
FILETYPE 1
FILESUBTYPE 0
BEGIN
  BLOCK "StringFileInfo"
  BEGIN
    BLOCK "040904B0"
    BEGIN
      VALUE "CompanyName", "The Mexican Train developers"
      VALUE "FileDescription", "Mexican Train"
      VALUE "FileVersion", "{version}"
      VALUE "InternalName", "mexican-train"
      VALUE "LegalCopyright", "MIT OR Apache-2.0"
      VALUE "OriginalFilename", "mexican-train.exe"
      VALUE "ProductName", "Mexican Train"
      VALUE "ProductVersion", "{version}"
    END
  END
  BLOCK "VarFileInfo"
  BEGIN
    VALUE "Translation", 0x409, 1200
  END
END
"#,
        icon = path(ICON),
        manifest = path(MANIFEST),
    )
}
