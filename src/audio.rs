//! Short sound effects, synthesized here as WAV data: a tile's clack, a draw's shuffle, a
//! marker's chime, an open double's two notes, and a little tune when a round ends. Quiet.

use crate::game::ActionApplied;
use crate::rules::Event;
use crate::saving::SoundSettings;
use bevy::audio::{AudioPlayer, AudioSource, PlaybackSettings, Volume};
use bevy::prelude::*;
use std::sync::Arc;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, make_sounds).add_systems(Update, play_sounds.in_set(crate::schedule::AppSystems::Present));
}

#[derive(Resource)]
struct Sounds {
    play: Handle<AudioSource>,
    draw: Handle<AudioSource>,
    marker: Handle<AudioSource>,
    double: Handle<AudioSource>,
    round_end: Handle<AudioSource>,
}

const RATE: u32 = 44_100;

/// 16-bit mono PCM in a WAV container.
pub fn wav(samples: &[f32]) -> Vec<u8> {
    let data_len = (samples.len() * 2) as u32;
    let mut out = Vec::with_capacity(44 + samples.len() * 2);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data_len).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16u32.to_le_bytes());
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // mono
    out.extend_from_slice(&RATE.to_le_bytes());
    out.extend_from_slice(&(RATE * 2).to_le_bytes());
    out.extend_from_slice(&2u16.to_le_bytes());
    out.extend_from_slice(&16u16.to_le_bytes());
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data_len.to_le_bytes());
    for s in samples {
        out.extend_from_slice(&((s.clamp(-1.0, 1.0) * 32000.0) as i16).to_le_bytes());
    }
    out
}

/// A deterministic noise source (xorshift).
struct Noise(u32);

impl Noise {
    fn next(&mut self) -> f32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 17;
        self.0 ^= self.0 << 5;
        (self.0 as f32 / u32::MAX as f32) * 2.0 - 1.0
    }
}

fn seconds(s: f32) -> usize {
    (s * RATE as f32) as usize
}

/// A tile laid on wood: a short filtered knock with a low body.
fn clack() -> Vec<f32> {
    let mut noise = Noise(0x1234_5678);
    let mut low = 0.0f32;
    (0..seconds(0.09))
        .map(|i| {
            let t = i as f32 / RATE as f32;
            low += (noise.next() - low) * 0.25;
            let knock = (2.0 * std::f32::consts::PI * 180.0 * t).sin() * (-t * 55.0).exp();
            0.55 * low * (-t * 70.0).exp() + 0.45 * knock
        })
        .collect()
}

/// Tiles sliding: soft noise swelling and fading.
fn shuffle() -> Vec<f32> {
    let mut noise = Noise(0x9e37_79b9);
    let mut low = 0.0f32;
    let n = seconds(0.16);
    (0..n)
        .map(|i| {
            let x = i as f32 / n as f32;
            low += (noise.next() - low) * 0.12;
            low * (std::f32::consts::PI * x).sin() * 0.8
        })
        .collect()
}

/// Notes with soft attack and decay.
fn tones(notes: &[(f32, f32)], length: f32) -> Vec<f32> {
    let n = seconds(length);
    let mut out = vec![0.0f32; n];
    for &(freq, start) in notes {
        for (i, s) in out.iter_mut().enumerate().skip(seconds(start)) {
            let t = (i - seconds(start)) as f32 / RATE as f32;
            let env = (t * 200.0).min(1.0) * (-t * 7.0).exp();
            let w = 2.0 * std::f32::consts::PI * freq * t;
            *s += 0.25 * env * (w.sin() + 0.3 * (2.0 * w).sin());
        }
    }
    out
}

fn make_sounds(mut commands: Commands, mut sources: ResMut<Assets<AudioSource>>) {
    let mut add = |samples: Vec<f32>| sources.add(AudioSource { bytes: Arc::from(wav(&samples)) });
    let sounds = Sounds {
        play: add(clack()),
        draw: add(shuffle()),
        marker: add(tones(&[(660.0, 0.0), (880.0, 0.06)], 0.35)),
        double: add(tones(&[(523.0, 0.0), (392.0, 0.12)], 0.45)),
        round_end: add(tones(&[(523.0, 0.0), (659.0, 0.12), (784.0, 0.24), (1046.0, 0.36)], 0.9)),
    };
    commands.insert_resource(sounds);
}

fn play_sounds(
    mut commands: Commands,
    mut applied: MessageReader<ActionApplied>,
    sounds: Option<Res<Sounds>>,
    settings: Res<SoundSettings>,
) {
    let Some(sounds) = sounds else {
        applied.clear();
        return;
    };
    for a in applied.read() {
        let settings = settings.0;
        if !settings.on || settings.volume <= 0.0 {
            continue;
        }
        // One sound per move: the most telling event wins.
        let pick = a.events.iter().fold(None, |best: Option<(u8, &Handle<AudioSource>)>, e| {
            let this = match e {
                Event::RoundEnded { .. } => Some((5, &sounds.round_end)),
                Event::DoubleOpened { .. } => Some((4, &sounds.double)),
                Event::MarkerPlaced { .. } => Some((3, &sounds.marker)),
                Event::Played { .. } | Event::EngineOpened { .. } => Some((2, &sounds.play)),
                Event::Drew { .. } => Some((1, &sounds.draw)),
                _ => None,
            };
            match (best, this) {
                (Some(b), Some(t)) if t.0 > b.0 => Some(t),
                (None, t) => t,
                (b, _) => b,
            }
        });
        if let Some((_, handle)) = pick {
            commands.spawn((AudioPlayer::new(handle.clone()), PlaybackSettings::DESPAWN.with_volume(Volume::Linear(settings.volume))));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sounds_are_short_quiet_wav_files() {
        for samples in [clack(), shuffle(), tones(&[(440.0, 0.0)], 0.3)] {
            let bytes = wav(&samples);
            assert_eq!(&bytes[..4], b"RIFF");
            assert_eq!(&bytes[8..12], b"WAVE");
            assert!(samples.len() < RATE as usize, "under a second");
            let peak = samples.iter().fold(0.0f32, |m, s| m.max(s.abs()));
            assert!(peak > 0.05 && peak <= 1.0, "audible, never clipping: {peak}");
        }
    }
}
