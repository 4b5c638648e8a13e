use super::check::assert_clear;
use super::*;
use crate::geometry::{GAP, HUB_RADIUS, RAIL_PIECES, V2};
use crate::mains::table_order;
use engine::rules::house_rules::Branching;
use engine::rules::{Match, Round, preset};

pub(crate) fn shapes(seats: u8, mexican: bool, lengths: impl Fn(usize) -> usize, doubles_every: usize) -> Vec<TrainShape> {
    let mut trains: Vec<TrainId> = (0..seats).map(TrainId::Personal).collect();
    if mexican {
        trains.push(TrainId::Mexican);
    }
    trains
        .iter()
        .enumerate()
        .map(|(i, &train)| TrainShape {
            train,
            doubles: (0..lengths(i)).map(|k| doubles_every > 0 && k % doubles_every == 2).collect(),
            laid: Vec::new(),
        })
        .collect()
}

/// The felt of a 1280×720 window.
pub(crate) fn felt(trains: usize) -> Felt {
    Felt::for_window(V2::new(1280.0, 720.0), trains)
}

/// The rule sets a real table meets: every preset, and the variants that change its shape.
pub(crate) fn rule_sets() -> Vec<(String, engine::rules::HouseRules)> {
    let mut out = Vec::new();
    for name in engine::rules::preset_names() {
        if let Ok(rules) = preset(name) {
            out.push((name.to_string(), rules));
        }
    }
    if let Ok(standard) = preset("standard") {
        out.push(("branching".into(), engine::rules::HouseRules { branching: Branching::AfterCover, ..standard.clone() }));
        out.push(("three covers".into(), engine::rules::HouseRules { branching: Branching::ThreeCovers, ..standard.clone() }));
        out.push(("blanks wild".into(), engine::rules::HouseRules { blanks_wild: true, ..standard }));
    }
    out
}

/// Plays a round of `rules` at `seats` (the planner at every seat) and calls `at` with every
/// position, from the deal to the round's end.
pub(crate) fn each_position(rules: &engine::rules::HouseRules, seats: u8, seed: u64, mut at: impl FnMut(&Round)) -> bool {
    use engine::ai::Level;
    let mut rules = rules.clone();
    rules.players = seats;
    let Ok(mut m) = Match::new("standard", rules, seed) else { return false };
    let mut bots: Vec<_> = (0..seats).map(|s| Level::Normal.bot(seed * 31 + s as u64)).collect();
    loop {
        at(m.round());
        if m.round().is_over() {
            return true;
        }
        let seat = m.to_move();
        let legal = m.legal_actions();
        let action = bots[seat as usize].choose(&m.observation(seat), &legal);
        if m.apply(seat, action).is_err() {
            return true;
        }
    }
}

/// The table a round shows from seat 0.
pub(crate) fn table_of(round: &Round) -> TableLayout {
    let (trains, sides) = shapes_of(round);
    let table = Table { trains: &trains, sides: &sides, viewer: 0, branching: round.rules().branching != Branching::Off };
    lay_out(&table, felt(trains.len()), &[])
}

#[test]
fn every_seat_count_with_uneven_trains_lies_clear() {
    for seats in 2..=12u8 {
        for mexican in [true, false] {
            for every in [0, 3, 5] {
                let n = seats as usize + usize::from(mexican);
                let table = layout(&shapes(seats, mexican, |i| (i * 7) % 23, every), seats / 2, felt(n));
                assert_clear(&table);
                assert_eq!(table.trains.len(), n);
                assert_eq!(table.folded(), 0, "nothing folds in the layout itself");
            }
        }
    }
}

#[test]
fn the_viewer_is_at_the_bottom_left_and_play_goes_clockwise() {
    let trains: Vec<TrainId> = (0..4).map(TrainId::Personal).chain([TrainId::Mexican]).collect();
    assert_eq!(
        table_order(&trains, 2),
        [TrainId::Personal(2), TrainId::Personal(3), TrainId::Personal(0), TrainId::Personal(1), TrainId::Mexican]
    );
    let table = layout(&shapes(4, true, |_| 3, 0), 2, felt(5));
    let lane = |t: TrainId| table.train(t).unwrap();
    let (me, next, across, last, mex) = (
        lane(TrainId::Personal(2)),
        lane(TrainId::Personal(3)),
        lane(TrainId::Personal(0)),
        lane(TrainId::Personal(1)),
        lane(TrainId::Mexican),
    );
    assert!(me.spoke.x < 0.0 && next.spoke.x < 0.0, "the viewer and the next seat on the left");
    assert!(me.lane_y() < next.lane_y(), "up the left side");
    assert!(across.spoke.x > 0.0 && last.spoke.x > 0.0 && mex.spoke.x > 0.0, "then the right side");
    assert!(across.lane_y() > last.lane_y() && last.lane_y() > mex.lane_y(), "down the right side, the Mexican train last");
    let listed: Vec<TrainId> = table.trains.iter().map(|t| t.train).collect();
    assert_eq!(listed, table_order(&trains, 2), "listed in play order (the keyboard's order of ends)");
    for t in &table.trains {
        assert!((t.tiles[0].center.x - t.home.x) * t.spoke.x > 0.0, "{:?} runs out from the hub on its side", t.train);
        assert!(t.rails.len() == 1 && t.rails[0][0].length() < HUB_RADIUS, "a rail from the hub");
    }
}

#[test]
fn a_short_train_is_one_straight_row_and_a_long_one_bends_back_within_the_felt() {
    let f = felt(5);
    let table = layout(&shapes(4, true, |i| if i == 4 { 30 } else { 4 }, 0), 0, f);
    for t in &table.trains {
        let straight = t.tiles.iter().all(|p| (p.center.y - t.lane_y()).abs() < 1e-3 && p.dir == t.spoke);
        if t.tiles.len() == 4 {
            assert!(straight, "{:?}: a short train runs straight out", t.train);
        } else {
            assert!(!straight, "the long train bends");
            let back = t.tiles.iter().filter(|p| p.dir.dot(t.spoke) < -0.5).count();
            assert!(back >= 5, "it comes back towards the hub in the next row ({back} tiles)");
        }
        for p in &t.tiles {
            assert!(p.bounds().max.x.abs().max(p.bounds().min.x.abs()) <= f.reach + 1e-3, "{:?} stays within the felt's reach", t.train);
        }
    }
    assert_clear(&table);
}

#[test]
fn the_trains_may_come_in_any_order() {
    let s = shapes(6, true, |i| i * 3, 2);
    let mut reversed = s.clone();
    reversed.reverse();
    let (a, b) = (layout(&s, 1, felt(7)), layout(&reversed, 1, felt(7)));
    for t in &a.trains {
        assert_eq!(Some(t), b.train(t.train), "{:?} lies where it lay", t.train);
    }
    assert_eq!(a.bounds, b.bounds);
}

/// The measure of a steady table: over every move of seeded rounds — every preset, 2–8
/// seats, branching doubles (both kinds) and blanks wild — the layout is clear (no rail through
/// anything either), and no tile already on the table moves when a tile is laid; at the rounds'
/// ends every side of a double lies whole (it says how many went on at the end of a rail, how
/// many at the end of a hop over a main train's felt, and how many, the last resort, at the end
/// of a lead under the tiles between; each piece of a side touches the one before or is joined
/// to it). The felt is a 1280×720 window's. The rounds are shared out between threads, one a
/// processor: their layouts are most of the tests' time.
#[test]
fn laying_a_tile_moves_no_tile_on_the_table_and_nothing_overlaps() {
    let sets = rule_sets();
    let rounds: Vec<(&str, &engine::rules::HouseRules, u8, u64)> = sets
        .iter()
        .flat_map(|(name, rules)| {
            (2..=8u8).flat_map(move |seats| (0..2u64).map(move |k| (name.as_str(), rules, seats, k * 101 + seats as u64)))
        })
        .collect();
    let next = std::sync::atomic::AtomicUsize::new(0);
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get());
    let tallies: Vec<Tally> = std::thread::scope(|scope| {
        let threads: Vec<_> = (0..workers)
            .map(|_| {
                scope.spawn(|| {
                    let mut t = Tally::default();
                    while let Some(&(name, rules, seats, seed)) = rounds.get(next.fetch_add(1, std::sync::atomic::Ordering::Relaxed)) {
                        t = t.add(steady_round(name, rules, seats, seed));
                    }
                    t
                })
            })
            .collect();
        threads.into_iter().map(|t| t.join().unwrap_or_else(|e| std::panic::resume_unwind(e))).collect()
    });
    let t = tallies.into_iter().fold(Tally::default(), Tally::add);
    assert!(t.checked > 5_000, "{} positions", t.checked);
    assert_eq!(t.whole_sides, t.sides, "every side whole");
    assert_eq!(t.apart, 0, "every side's tiles and next place joined, by a rail, a hop or a lead where they do not touch");
    println!(
        "{} positions checked; a side folded more of its tiles {} times; a folded tile moved {} times; at the rounds' ends {} of {} sides whole, {} with a rail, {} with a hop, {} with a lead under the tiles (neither reached), {} with a tile or its next place apart from the one before; the most pieces of rail a side drew {}",
        t.checked, t.folding, t.loose_moves, t.whole_sides, t.sides, t.railed, t.hopped, t.led, t.apart, t.most_rails
    );
}

/// What [`laying_a_tile_moves_no_tile_on_the_table_and_nothing_overlaps`] counts.
#[derive(Default)]
struct Tally {
    checked: usize,
    folding: usize,
    loose_moves: usize,
    sides: usize,
    whole_sides: usize,
    railed: usize,
    hopped: usize,
    led: usize,
    apart: usize,
    most_rails: usize,
}

impl Tally {
    fn add(self, o: Tally) -> Tally {
        Tally {
            checked: self.checked + o.checked,
            folding: self.folding + o.folding,
            loose_moves: self.loose_moves + o.loose_moves,
            sides: self.sides + o.sides,
            whole_sides: self.whole_sides + o.whole_sides,
            railed: self.railed + o.railed,
            hopped: self.hopped + o.hopped,
            led: self.led + o.led,
            apart: self.apart + o.apart,
            most_rails: self.most_rails.max(o.most_rails),
        }
    }
}

/// Every position of a seeded round of `rules` at `seats`, checked as
/// [`laying_a_tile_moves_no_tile_on_the_table_and_nothing_overlaps`] says.
fn steady_round(name: &str, rules: &engine::rules::HouseRules, seats: u8, seed: u64) -> Tally {
    let mut t = Tally::default();
    let mut before: Option<TableLayout> = None;
    each_position(rules, seats, seed, |round| {
        let table = table_of(round);
        if let Some(e) = super::check::not_clear(&table).or_else(|| super::check::rail_crossing(&table)) {
            panic!("{name}, {seats} seats, seed {seed}, {} tiles laid: {e}", round.placements().len());
        }
        // Every rail drawn (the table has so many pieces of rail for each train).
        for l in &table.trains {
            let pieces = l.track().count();
            t.most_rails = t.most_rails.max(pieces);
            assert!(pieces <= RAIL_PIECES, "{name}, {seats} seats: {:?} has {pieces} rails, hops and leads", l.train);
        }
        if let Some(old) = &before {
            for l in &old.trains {
                let Some(now) = table.train(l.train) else { panic!("{name}, {seats} seats: {:?} left the table", l.train) };
                if now.folded != l.folded {
                    assert!(l.train.is_side(), "{name}, {seats} seats: only a side folds ({:?})", l.train);
                    t.folding += 1;
                    continue;
                }
                for (i, (a, b)) in l.tiles.iter().zip(&now.tiles).enumerate() {
                    if a.folded() && a != b {
                        t.loose_moves += 1;
                        continue;
                    }
                    assert_eq!(a, b, "{name}, {seats} seats, seed {seed}: {:?}'s tile {i} moved", l.train);
                }
            }
        }
        if round.is_over() {
            let shapes = shapes_of(round).1;
            for l in table.trains.iter().filter(|l| l.train.is_side()) {
                t.sides += 1;
                t.whole_sides += usize::from(l.folded == 0);
                t.railed += usize::from(!l.rails.is_empty());
                t.hopped += usize::from(!l.hops.is_empty());
                t.led += usize::from(!l.leads.is_empty());
                let double = shapes
                    .iter()
                    .find(|s| s.side == l.train)
                    .and_then(|s| table.train(s.parent).and_then(|p| p.tiles.get(s.at)).map(|d| d.bounds()));
                t.apart += usize::from(!joined(l, double));
            }
        }
        before = Some(table);
        t.checked += 1;
    });
    t
}

/// Whether each piece of a side (its double, its tiles, its next place) touches the one before
/// or a rail, hop or lead of the side runs from one to the other (straight, or bent: two pieces
/// meeting).
fn joined(t: &TrainLayout, double: Option<Bounds>) -> bool {
    let near = |a: Bounds, p: V2| p.x >= a.min.x - 0.05 && p.x <= a.max.x + 0.05 && p.y >= a.min.y - 0.05 && p.y <= a.max.y + 0.05;
    let touch = |a: Bounds, b: Bounds| {
        let gap = V2::new((a.min.x - b.max.x).max(b.min.x - a.max.x), (a.min.y - b.max.y).max(b.min.y - a.max.y));
        gap.x <= GAP * 1.5 && gap.y <= GAP * 1.5
    };
    let pieces: Vec<Bounds> = double.into_iter().chain(t.tiles.iter().map(|p| p.bounds())).chain([t.next.bounds()]).collect();
    let links = |a: Bounds, b: Bounds| t.track().any(|r| (near(a, r[0]) && near(b, r[1])) || (near(a, r[1]) && near(b, r[0])));
    let bent = |a: Bounds, b: Bounds| t.track().any(|r| near(a, r[0]) && t.track().any(|s| (s[0] - r[1]).length() < 1e-3 && near(b, s[1])));
    pieces.windows(2).all(|w| touch(w[0], w[1]) || links(w[0], w[1]) || bent(w[0], w[1]))
}

/// A middle strip's train keeps only the felt just ahead of it clear of the sides of doubles;
/// where it comes to a side lying in its row, it goes on past it along its row, a lead under the
/// side showing the way, and nothing but sides' tiles lies under that lead.
#[test]
fn a_middle_strips_train_goes_on_past_a_side_in_its_row() {
    let rules = rule_sets().into_iter().find(|r| r.0 == "branching").map(|r| r.1).expect("branching");
    let mut past = 0;
    for seats in [4u8, 6, 8] {
        for seed in 0..24u64 {
            let mut last = None;
            each_position(&rules, seats, seed * 13 + 3, |round| {
                if round.is_over() {
                    last = Some(table_of(round));
                }
            });
            let Some(table) = last else { continue };
            for t in table.trains.iter().filter(|t| !t.train.is_side()) {
                for &[a, b] in &t.leads {
                    past += 1;
                    let at = format!("{seats} seats, seed {}: {:?}'s lead {a:?}–{b:?}", seed * 13 + 3, t.train);
                    assert!((a.y - b.y).abs() < 1e-3, "{at} runs along its row");
                    // From the front of a tile of the train to the back of the next (or its next
                    // place), across the row.
                    let pieces: Vec<Bounds> = t.tiles.iter().map(|p| p.bounds()).chain([t.next.bounds()]).collect();
                    let touches = |p: V2| pieces.iter().any(|o| (o.min.x - p.x).abs() < 0.05 || (o.max.x - p.x).abs() < 0.05);
                    assert!(touches(a) && touches(b), "{at}: its ends meet the train's tiles");
                    for other in &table.trains {
                        for tile in other.tiles.iter().filter(|p| p.bounds().crossed_by(a, b, 0.02)) {
                            assert!(other.train.is_side(), "{at} runs under {:?}'s tile {tile:?}", other.train);
                        }
                    }
                    assert!(!crate::geometry::hub_box().crossed_by(a, b, 0.02), "{at} runs over the hub");
                }
            }
        }
    }
    assert!(past > 0, "no middle strip's train went on past a side at 72 rounds' ends");
    println!("{past} leads of main trains past sides at 72 rounds' ends");
}

/// A server of an older version sends no order of play: the sides are then laid one after
/// another, and the table still lies clear and whole.
#[test]
fn without_the_order_of_play_a_branching_table_still_lies_clear() {
    let rules = rule_sets().into_iter().find(|r| r.0 == "branching").map(|r| r.1).expect("branching");
    for seats in [4u8, 8] {
        let mut last = None;
        each_position(&rules, seats, 5, |round| last = Some(shapes_of(round)));
        let Some((mut trains, mut sides)) = last else { panic!("a round") };
        assert!(!sides.is_empty(), "{seats} seats: sides to lay");
        trains.iter_mut().for_each(|t| t.laid.clear());
        sides.iter_mut().for_each(|s| s.laid.clear());
        let table = lay_out(&Table { trains: &trains, sides: &sides, viewer: 0, branching: true }, felt(trains.len()), &[]);
        assert_clear(&table);
        assert_eq!(table.folded(), 0, "{seats} seats: every tile whole");
        let laid: usize = table.trains.iter().map(|t| t.tiles.len()).sum();
        let played: usize = trains.iter().map(|t| t.doubles.len()).chain(sides.iter().map(|s| s.doubles.len())).sum();
        assert_eq!(laid, played, "{seats} seats: every tile on the table");
    }
}

#[test]
fn a_rail_crosses_a_box_only_through_its_inside() {
    let b = Bounds { min: V2::new(0.0, 0.0), max: V2::new(2.0, 1.0) };
    assert!(b.crossed_by(V2::new(-1.0, 0.5), V2::new(3.0, 0.5), 0.0), "straight through");
    assert!(b.crossed_by(V2::new(1.0, 0.5), V2::new(1.5, 0.6), 0.0), "inside");
    assert!(b.crossed_by(V2::new(-1.0, -1.0), V2::new(3.0, 2.0), 0.0), "across a corner");
    assert!(!b.crossed_by(V2::new(-1.0, 2.0), V2::new(3.0, 2.0), 0.0), "above");
    assert!(!b.crossed_by(V2::new(-1.0, -0.5), V2::new(-0.1, 3.0), 0.0), "beside");
    assert!(!b.crossed_by(V2::new(-1.0, 1.0), V2::new(3.0, 1.0), 0.02), "along an edge, with an inset");
}

/// A real round without branching doubles on the felt of a `w`×`h` window, position by
/// position: every table clear, no tile ever moving; `seen` gets each position's round and
/// table. Panics name `case`, the seat count, seed and tiles laid.
pub(crate) fn each_steady_table(
    rules: &engine::rules::HouseRules,
    seats: u8,
    seed: u64,
    (w, h): (f32, f32),
    case: &str,
    mut seen: impl FnMut(&Round, &TableLayout),
) {
    let mut before: Option<TableLayout> = None;
    each_position(rules, seats, seed, |round| {
        let (trains, sides) = shapes_of(round);
        let felt = Felt::for_window(V2::new(w, h), trains.len());
        let table = lay_out(&Table { trains: &trains, sides: &sides, viewer: 0, branching: false }, felt, &[]);
        let case = format!("{w}×{h}, {case}, {seats} seats, seed {seed}, {} tiles laid", round.placements().len());
        if let Some(e) = super::check::not_clear(&table) {
            panic!("{case}: {e}");
        }
        for was in before.iter().flat_map(|b| &b.trains) {
            let Some(now) = table.train(was.train) else { panic!("{case}: {:?} left the table", was.train) };
            assert_eq!(now.tiles[..was.tiles.len()], was.tiles[..], "{case}: {:?}'s tiles stay put", was.train);
        }
        seen(round, &table);
        before = Some(table);
    });
}

/// Real rounds at every seat count without branching doubles, on felts of windows of other
/// shapes than 16:9 (4:3, 5:4, 21:9), position by position: every table clear, no tile ever
/// moves. (A double across a middle strip's first leg reached back over the felt's edge onto
/// the corner of a row ending there — at 1280×1024, five seats, the strip's own first row; at
/// 1024×768, eight seats, the landing train's — before a last row ran on far enough past the
/// edge, `snake::RUN_PAST`.)
#[test]
fn every_seat_count_lies_clear_on_felts_of_other_shapes() {
    let mut checked = 0;
    for size in [(1024.0, 768.0), (1280.0, 1024.0), (2560.0, 1080.0)] {
        for (name, rules) in rule_sets().into_iter().filter(|(_, r)| r.branching == Branching::Off) {
            for seats in 3..=8u8 {
                for seed in (0..6u64).map(|s| s * 5 + 2) {
                    each_steady_table(&rules, seats, seed, size, &name, |_, _| checked += 1);
                }
            }
        }
    }
    assert!(checked > 10_000, "{checked} tables");
}
