//! `--screenshot PATH --frames N`: render N frames in a real window, save a PNG, exit (with
//! `--check-layout`, failing if the frame's words do not fit: `ui::layout_audit`).

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};
use std::path::PathBuf;

#[derive(Resource)]
struct ScreenshotPlan {
    path: PathBuf,
    frames: u32,
    rendered: u32,
    requested: bool,
}

/// Take one screenshot after `frames` frames and exit (code 0 if it was written).
pub fn plugin(path: PathBuf, frames: u32) -> impl Fn(&mut App) {
    move |app: &mut App| {
        app.insert_resource(ScreenshotPlan { path: path.clone(), frames, rendered: 0, requested: false })
            .add_systems(Last, request_screenshot);
    }
}

fn request_screenshot(mut commands: Commands, mut plan: ResMut<ScreenshotPlan>) {
    plan.rendered += 1;
    if plan.requested || plan.rendered < plan.frames {
        return;
    }
    plan.requested = true;
    let path = plan.path.clone();
    commands.spawn(Screenshot::primary_window()).observe(
        move |captured: On<ScreenshotCaptured>,
              mut exit: MessageWriter<AppExit>,
              findings: Option<Res<crate::ui::layout_audit::LayoutFindings>>| {
            let result = captured
                .image
                .clone()
                .try_into_dynamic()
                .map_err(|e| e.to_string())
                .and_then(|img| img.to_rgb8().save(&path).map_err(|e| e.to_string()));
            match result {
                Ok(()) => {
                    println!("screenshot saved to {}", path.display());
                    // `--check-layout`: what its frame's words got wrong fails the run.
                    match findings.as_deref() {
                        Some(f) if f.read == 0 => {
                            eprintln!("layout: no words were read on the screenshot's frame (AccessKit gave none)");
                            exit.write(AppExit::error());
                        }
                        Some(f) if !f.wrong.is_empty() => {
                            for w in &f.wrong {
                                eprintln!("layout: {w}");
                            }
                            eprintln!("layout: {} problems among {} texts and controls on the screenshot's frame", f.wrong.len(), f.read);
                            exit.write(AppExit::error());
                        }
                        Some(f) => {
                            println!(
                                "layout checked: {} texts and controls; every text fits, none lies over another, every control is named",
                                f.read
                            );
                            exit.write(AppExit::Success);
                        }
                        None => {
                            exit.write(AppExit::Success);
                        }
                    }
                }
                Err(e) => {
                    eprintln!("cannot save the screenshot to {}: {e}", path.display());
                    exit.write(AppExit::error());
                }
            }
        },
    );
}
