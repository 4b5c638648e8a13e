//! The table drawn: where tiles, trains and plates go is the `table_layout` crate's (pure
//! geometry); here the pip patterns and colours (`pips`), and with the `gui` feature the Bevy
//! side: shared coordinates (`space`), the entities that stand for the
//! match (`entities`), moving them where the layout says (`arrange`), tweens (`anim`), the
//! camera, the seats'
//! plates and the ends' badges drawn with egui (`plates`), tiles painted in egui as on the table
//! (`painted`), and `--table-report` (`report`).

pub mod pips;

#[cfg(feature = "gui")]
pub mod anim;
#[cfg(feature = "gui")]
pub mod arrange;
#[cfg(feature = "gui")]
pub mod art;
#[cfg(feature = "gui")]
pub mod camera;
#[cfg(feature = "gui")]
pub mod decor;
#[cfg(feature = "gui")]
pub mod entities;
#[cfg(feature = "gui")]
pub mod painted;
#[cfg(feature = "gui")]
pub mod plates;
#[cfg(feature = "gui")]
pub mod report;
#[cfg(feature = "gui")]
pub mod space;
#[cfg(feature = "gui")]
pub mod surface;

#[cfg(feature = "gui")]
pub use anim::AnimSpeed;
#[cfg(feature = "gui")]
pub use space::TableSystems;

/// The table's Bevy plugins (the art is added by the app, where images can be made).
#[cfg(feature = "gui")]
pub(crate) fn plugin(app: &mut bevy::prelude::App) {
    use crate::game::PlayerView;
    use crate::schedule::AppSystems;
    use bevy::prelude::*;
    app.init_resource::<space::TableView>()
        .init_resource::<space::Highlight>()
        .init_resource::<AnimSpeed>()
        .configure_sets(
            Update,
            (TableSystems::Entities, TableSystems::Arrange, TableSystems::Camera)
                .chain()
                .in_set(AppSystems::Present)
                .run_if(resource_exists::<PlayerView>),
        )
        .add_plugins((entities::plugin, arrange::plugin, anim::plugin, camera::plugin, decor::plugin));
}
