//! `--screenshot PATH --frames N`: render N frames in a real window, save a PNG, exit (with
//! `--check-layout`, failing if the frame's words do not fit: `dev_tools::layout_audit`).

use crate::table::anim::Tween;
use crate::table::report::{TableReport, report_json};
use crate::table::space::{CameraFit, LabelSizes, PlateSpots, TableProjection, TableView};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};
use std::path::PathBuf;

/// The table as the screenshot's frame shows it, for `--table-report`.
#[derive(SystemParam)]
struct TableNow<'w> {
    report: Option<Res<'w, TableReport>>,
    view: Res<'w, TableView>,
    projection: Res<'w, TableProjection>,
    spots: Res<'w, PlateSpots>,
    labels: Res<'w, LabelSizes>,
}

impl TableNow<'_> {
    /// Write the table's report, if one was asked for.
    fn write_report(&self) -> Result<(), NotSaved> {
        let Some(report) = self.report.as_deref() else { return Ok(()) };
        let json = report_json(report, &self.view, &self.projection, &self.spots, &self.labels);
        crate::files::safe_io::write_atomic(&report.path, json.as_bytes())
            .map_err(|e| NotSaved::File { path: report.path.clone(), why: e.to_string() })
    }
}

/// Why a screenshot or its report was not saved (the library's or the system's words).
#[derive(Debug)]
enum NotSaved {
    /// The frame's pixels could not be made an image.
    Pixels(String),
    File {
        path: PathBuf,
        why: String,
    },
}

impl std::fmt::Display for NotSaved {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NotSaved::Pixels(why) => write!(f, "the frame is no image: {why}"),
            NotSaved::File { path, why } => write!(f, "cannot write {}: {why}", path.display()),
        }
    }
}

/// Set by what is being shown while the moment to show is still to come (a lesson's round that
/// Ana's answers have not yet ended): the screenshot waits for it, as it waits for the words to
/// settle, whatever the machine's speed.
#[derive(Resource, Default, PartialEq)]
pub struct NotYet(pub bool);

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
            .init_resource::<NotYet>()
            .add_systems(Startup, |mut fit: ResMut<CameraFit>| fit.snap = true)
            .add_systems(Last, request_screenshot);
    }
}

/// The frames after `frames` wait (at most this many) for the tiles to land and, with
/// `--check-layout`, for the words on screen to stand still for a few frames: what is taken and
/// checked is what a person would see once the table is at rest.
const SETTLE_AT_MOST: u32 = 200;
const SETTLED_FRAMES: u32 = 3;

fn request_screenshot(
    mut commands: Commands,
    mut plan: ResMut<ScreenshotPlan>,
    findings: Option<Res<crate::dev_tools::layout_audit::LayoutFindings>>,
    not_yet: Res<NotYet>,
    gliding: Query<(), With<Tween>>,
) {
    plan.rendered += 1;
    if plan.requested || plan.rendered < plan.frames {
        return;
    }
    let moving = findings.as_ref().is_some_and(|f| f.settled < SETTLED_FRAMES) || !gliding.is_empty();
    if moving || not_yet.0 {
        if plan.rendered < plan.frames + SETTLE_AT_MOST {
            return;
        }
        let what = if not_yet.0 { "what is shown had not come yet" } else { "the words or the tiles on screen were still moving" };
        eprintln!("screenshot: {what} {SETTLE_AT_MOST} frames after the {}th", plan.frames);
    }
    plan.requested = true;
    let path = plan.path.clone();
    let frames = plan.rendered;
    commands.spawn(Screenshot::primary_window()).observe(
        move |captured: On<ScreenshotCaptured>,
              mut exit: MessageWriter<AppExit>,
              findings: Option<Res<crate::dev_tools::layout_audit::LayoutFindings>>,
              table: TableNow| {
            let result = captured
                .image
                .clone()
                .try_into_dynamic()
                .map_err(|e| NotSaved::Pixels(e.to_string()))
                .and_then(|img| img.to_rgb8().save(&path).map_err(|e| NotSaved::File { path: path.clone(), why: e.to_string() }))
                .and_then(|()| table.write_report());
            match result {
                Ok(()) => {
                    println!("screenshot saved to {} (frame {frames})", path.display());
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
