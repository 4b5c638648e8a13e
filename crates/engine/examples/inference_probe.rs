//! How much the others' plays tell Hard about their hands: `inference_probe [PER_SEAT] [FIT]
//! [STEPS]`. In rounds four Normals play, from positions along the way, worlds are drawn for
//! the seat to move, blind (`sample_world`) and by the walk that weighs the others' latest plays;
//! printed: the share of the others' tiles each world puts in the right hand, and the time a world takes.
use mexican_train_engine::ai::search::misfits;
use mexican_train_engine::ai::{Level, Planner, play_turn};
use mexican_train_engine::rules::rng::stream_rng;
use mexican_train_engine::rules::sample::{WorldWalk, past_plays, sample_world};
use mexican_train_engine::rules::{Match, Round, Seat, preset};
use std::time::Instant;

fn overlap(world: &Round, real: &Round, me: Seat) -> (usize, usize) {
    real.active_seats()
        .filter(|&s| s != me)
        .fold((0, 0), |(hit, all), s| (hit + world.hand(s).and(real.hand(s)).len(), all + real.hand(s).len()))
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let per_seat: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(3);
    let fit: f64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(0.25);
    let odds = mexican_train_engine::rules::sample::Odds { keep: (fit * 1000.0).round() as u32, out_of: 1000 };
    let steps: usize = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(3);
    let (mut blind, mut walked) = ((0, 0), (0, 0));
    let (mut t_walk, mut worlds) = (0.0, 0);
    let (mut mis_sum, mut checks) = (0usize, 0usize);
    let mut worst = 0.0f64;
    let mut rng = stream_rng(9, 9);
    let mut planner = Planner::new();
    for seed in 0..60u64 {
        let Ok(mut m) = Match::new("standard", preset("standard").unwrap_or_default(), seed) else { continue };
        let mut bots: Vec<_> = (0..4).map(|_| Level::Normal.bot(0)).collect();
        for mv in 0..200 {
            if m.round().is_over() {
                break;
            }
            if mv >= 4 && mv % 4 == 0 {
                let me = m.to_move();
                let obs = m.observation(me);
                let real = m.round();
                let past = past_plays(&obs, per_seat);
                let mut mis = |s: Seat, h| misfits(&mut planner, &past, s, h);
                let started = Instant::now();
                let mut walk = WorldWalk::new(&obs, &mut rng, odds, &past, &mut mis);
                walk.walk(&mut rng, 40, &mut mis);
                for _ in 0..100 {
                    let w = walk.world(&obs, &mut rng);
                    let t = Instant::now();
                    walk.walk(&mut rng, steps, &mut mis);
                    worst = worst.max(t.elapsed().as_secs_f64());
                    mis_sum += walk.misfits() as usize;
                    checks += past.len();
                    let o = overlap(&w, real, me);
                    walked = (walked.0 + o.0, walked.1 + o.1);
                    let b = overlap(&sample_world(&obs, &mut rng), real, me);
                    blind = (blind.0 + b.0, blind.1 + b.1);
                }
                t_walk += started.elapsed().as_secs_f64();
                worlds += 100;
            }
            let s = m.to_move() as usize;
            if play_turn(&mut m, bots[s].as_mut()).is_err() {
                break;
            }
        }
    }
    let share = |(h, a): (usize, usize)| h as f64 / a.max(1) as f64;
    println!(
        "per_seat {per_seat} fit {fit} steps {steps}: right tiles blind {:.3}, walked {:.3}; {:.1} µs a world (walk and blind sample); misfits {mis_sum} of {checks} checks; slowest steps between worlds {:.2} ms",
        share(blind),
        share(walked),
        t_walk / worlds as f64 * 1e6,
        worst * 1e3
    );
}
