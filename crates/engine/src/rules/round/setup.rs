//! Setting a round up: checking a deal is exactly the set, laying out a position by hand (tests,
//! tutorials, puzzles), and opening the station once the engine is known.

use super::*;

/// A round's lists, handed from one deal to the next (their room kept).
struct Lists {
    sides: Vec<Side>,
    placements: Vec<Placement>,
    legal: Vec<Action>,
}

impl Round {
    /// Start a round from a deal. Checks that the deal is exactly the set (with the engine set
    /// aside when the rules say so) and that seats out of the match hold nothing. Hand sizes are
    /// the match's business (see `Match`), so scenario tests can set up any position.
    pub fn new(rules: RoundRules, start: RoundStart, deal: &Deal) -> Result<Round, DealError> {
        Round::with_layout(rules, start, deal, &Layout::default())
    }

    /// Set up a position: a deal plus tiles already on the table. The hands, the boneyard, the
    /// table and the engine together must be exactly the set, and each train must chain.
    pub fn with_layout(rules: RoundRules, start: RoundStart, deal: &Deal, layout: &Layout) -> Result<Round, DealError> {
        let seats = rules.seats as usize;
        if deal.hands.len() != seats {
            return Err(DealError::HandsForSeats { hands: deal.hands.len(), seats: rules.seats });
        }
        if start.active == 0 || start.active >> seats != 0 {
            return Err(DealError::NoSeatInPlay);
        }
        if start.designated as usize >= seats || start.active & bit(start.designated) == 0 {
            return Err(DealError::StarterOut { seat: start.designated });
        }
        let set_aside = rules.engine == EngineRule::SetAside;
        let engine_tile = Tile(start.engine, start.engine);
        if set_aside && start.engine > rules.set {
            return Err(DealError::EngineNotInSet { engine: start.engine, set: rules.set });
        }
        let laid = layout.trains.iter().flat_map(|(_, ts)| ts.iter());
        let all = || deal.hands.iter().flatten().chain(deal.boneyard.iter()).chain(laid.clone());
        // Fast check: every tile in the set, as many tiles as the set has, no tile twice.
        let mut seen = TileSet::EMPTY;
        let mut count = 0usize;
        let mut in_set = true;
        let groups = deal.hands.iter().map(Vec::as_slice).chain([deal.boneyard.as_slice()]);
        for group in groups.chain(layout.trains.iter().map(|(_, ts)| ts.as_slice())) {
            for &t in group {
                in_set &= t.in_set(rules.set);
                if in_set {
                    seen.insert(t.id());
                }
            }
            count += group.len();
        }
        if set_aside {
            seen.insert(engine_tile.id());
            count += 1;
        }
        if !in_set || count != tile_count(rules.set) || seen != TileSet::full(rules.set) {
            return Err(Self::not_the_set(rules.set, set_aside.then_some(engine_tile), all()));
        }
        for (s, hand) in deal.hands.iter().enumerate() {
            if start.active & bit(s as Seat) == 0 && !hand.is_empty() {
                return Err(DealError::OutButDealt { seat: s as Seat });
            }
        }
        let mut hands = [TileSet::EMPTY; SEATS];
        for (s, hand) in deal.hands.iter().enumerate() {
            for &t in hand {
                hands[s].insert(t.id());
            }
        }
        let mut round = Round::blank(rules, start, deal.boneyard.iter().rev().map(|t| t.id()).collect());
        round.s.hands = hands;
        round.rows = HandRows::of(&hands);
        round.begin(start, layout)?;
        Ok(round)
    }

    /// A round dealt from the set's tiles in shuffled order: seat `s` takes the next `sizes[s]`
    /// (0 for a seat out of the match), the rest is the boneyard, the first of it drawn first —
    /// the round [`Round::new`] starts from the same [`Deal`], without building one (the many
    /// random deals of playouts and reviews). The tiles are checked to be the set as `new` does.
    pub fn deal_shuffled(rules: RoundRules, start: RoundStart, tiles: &[TileId], sizes: &[u8]) -> Result<Round, DealError> {
        Round::deal_from(rules, start, tiles, sizes, false)
    }

    /// [`Round::deal_shuffled`], the set's check skipped where the tiles are the set by
    /// construction (`known_set`: a match's own shuffle of it; debug builds check it still).
    pub(crate) fn deal_from(
        rules: RoundRules,
        start: RoundStart,
        tiles: &[TileId],
        sizes: &[u8],
        known_set: bool,
    ) -> Result<Round, DealError> {
        if !Self::deal_sound(rules, start, tiles, sizes, known_set) {
            return Self::deal_refused(rules, start, tiles, sizes);
        }
        let dealt: usize = sizes.iter().map(|&n| n as usize).sum();
        let mut round = Round::blank(rules, start, Vec::with_capacity(tiles.len() - dealt));
        round.deal_tiles(start, tiles, sizes)?;
        Ok(round)
    }

    /// Whether a deal of `tiles` may be dealt: it fits the seats, and it is the set (checked
    /// unless `known_set`).
    fn deal_sound(rules: RoundRules, start: RoundStart, tiles: &[TileId], sizes: &[u8], known_set: bool) -> bool {
        debug_assert!(!known_set || Self::is_the_set(rules, start, tiles), "not the set");
        Self::deal_fits(rules, start, tiles, sizes) && (known_set || Self::is_the_set(rules, start, tiles))
    }

    /// Whether `sizes` deal `tiles` to the seats in play, and the starter is one of them.
    fn deal_fits(rules: RoundRules, start: RoundStart, tiles: &[TileId], sizes: &[u8]) -> bool {
        let seats = rules.seats as usize;
        let dealt: usize = sizes.iter().map(|&n| n as usize).sum();
        sizes.len() == seats
            && dealt <= tiles.len()
            && start.active != 0
            && start.active >> seats == 0
            && (start.designated as usize) < seats
            && start.active & bit(start.designated) != 0
            && sizes.iter().enumerate().all(|(s, &n)| n == 0 || start.active & bit(s as Seat) != 0)
    }

    /// Whether `tiles` (with the engine, where it is set aside) are the set, each tile once.
    fn is_the_set(rules: RoundRules, start: RoundStart, tiles: &[TileId]) -> bool {
        // Every id marked (a byte: four words hold any), then the set compared whole: as many
        // tiles as the set has and every one of them marked means each once, none outside.
        let mut seen = [0u64; 4];
        let mut mark = |id: TileId| seen[id.index() >> 6] |= 1 << (id.index() & 63);
        for &id in tiles {
            mark(id);
        }
        let set_aside = rules.engine == EngineRule::SetAside;
        if set_aside && start.engine <= rules.set {
            mark(Tile(start.engine, start.engine).id());
        }
        let count = tiles.len() + usize::from(set_aside);
        count == tile_count(rules.set) && seen[3] == 0 && TileSet([seen[0], seen[1], seen[2]]) == TileSet::full(rules.set)
    }

    /// Whatever is wrong with a deal of `tiles`, worded as `new` words it.
    #[cold]
    fn deal_refused(rules: RoundRules, start: RoundStart, tiles: &[TileId], sizes: &[u8]) -> Result<Round, DealError> {
        let mut rest = tiles.iter().map(|id| id.tile());
        let hands = sizes.iter().map(|&n| rest.by_ref().take(n as usize).collect()).collect();
        Round::new(rules, start, &Deal { hands, boneyard: rest.collect() })
    }

    /// A sound deal dealt into this blank round where it lies, tile by tile (a deal built
    /// apart was copied into it), the rest the boneyard; then the round begun.
    fn deal_tiles(&mut self, start: RoundStart, tiles: &[TileId], sizes: &[u8]) -> Result<(), DealError> {
        let mut next = tiles.iter();
        for (seat, &n) in sizes.iter().enumerate() {
            for &id in next.by_ref().take(n as usize) {
                self.give(seat as Seat, id);
            }
        }
        self.s.boneyard.extend(next.rev());
        self.begin(start, &Layout::default())
    }

    /// A round about to be dealt: nobody holding anything yet, `boneyard` the stock (the next
    /// tile drawn last). [`Round::begin`] opens it once the hands are dealt.
    fn blank(rules: RoundRules, start: RoundStart, boneyard: Vec<TileId>) -> Round {
        Round::blank_with(rules, start, boneyard, Lists { sides: Vec::new(), placements: Vec::new(), legal: Vec::new() })
    }

    /// `blank`, its lists given: emptied, their room kept (and made enough for a whole round's
    /// placements and for most turns' plays listed at once).
    fn blank_with(rules: RoundRules, start: RoundStart, boneyard: Vec<TileId>, lists: Lists) -> Round {
        let Lists { mut sides, mut placements, mut legal } = lists;
        sides.clear();
        placements.clear();
        placements.reserve(tile_count(rules.set));
        legal.clear();
        legal.reserve(LEGAL_ROOM);
        let s = State {
            rules,
            active: start.active,
            engine: None,
            seek: None,
            designated: start.designated,
            first: start.designated,
            hands: [TileSet::EMPTY; SEATS],
            boneyard,
            trains: [Train::default(); TRAIN_SLOTS],
            sides,
            placements,
            on_table: TileSet::EMPTY,
            markers: 0,
            open: [OpenDouble::default(); MAX_OPEN],
            n_open: 0,
            turn: Turn::new(start.designated),
            turn_no: 0,
            pass_streak: 0,
            building: 0,
            announced: 0,
            voids: [Void::default(); SEATS],
            end: None,
        };
        // Derived fields are filled in by `refresh` once the position is complete.
        Round { s, rows: HandRows::EMPTY, phase: TurnPhase::Over, targets: super::legal::Targets::default(), legal }
    }

    /// [`Round::deal_shuffled`] dealt into this round where it lies, its lists keeping their
    /// room: a round dealt after round (playouts, the review's average deals) allocates nothing.
    /// On an error the round is as it was.
    pub fn redeal_shuffled(&mut self, rules: RoundRules, start: RoundStart, tiles: &[TileId], sizes: &[u8]) -> Result<(), DealError> {
        self.redeal_from(rules, start, tiles, sizes, false)
    }

    /// [`Round::redeal_shuffled`], the set's check skipped where `known_set` (as
    /// [`Round::deal_from`]). A deal that cannot be dealt, or leaves nothing to draw (only such
    /// a deal can find nobody to open the station), is dealt apart, so that an error leaves the
    /// round as it was.
    pub(crate) fn redeal_from(
        &mut self,
        rules: RoundRules,
        start: RoundStart,
        tiles: &[TileId],
        sizes: &[u8],
        known_set: bool,
    ) -> Result<(), DealError> {
        let dealt: usize = sizes.iter().map(|&n| n as usize).sum();
        if dealt == tiles.len() || !Self::deal_sound(rules, start, tiles, sizes, known_set) {
            *self = Round::deal_from(rules, start, tiles, sizes, known_set)?;
            return Ok(());
        }
        let mut boneyard = std::mem::take(&mut self.s.boneyard);
        boneyard.clear();
        let lists = Lists {
            sides: std::mem::take(&mut self.s.sides),
            placements: std::mem::take(&mut self.s.placements),
            legal: std::mem::take(&mut self.legal),
        };
        *self = Round::blank_with(rules, start, boneyard, lists);
        // With a tile to draw somebody opens: no error is left to meet here.
        let begun = self.deal_tiles(start, tiles, sizes);
        debug_assert!(begun.is_ok(), "{begun:?}");
        begun
    }

    /// The dealt round (hands checked, the starter and the engine too) begun: the engine found
    /// or sought, the layout laid out, what is derived derived.
    fn begin(&mut self, start: RoundStart, layout: &Layout) -> Result<(), DealError> {
        let (rules, hands) = (self.s.rules, self.s.hands);
        let engine_tile = Tile(start.engine, start.engine);
        let round = self;
        match rules.engine {
            EngineRule::SetAside => round.open_station(start.engine),
            EngineRule::HolderOpens => {
                let holder = round.seats_from(start.designated).find(|&s| hands[s as usize].contains(engine_tile.id()));
                match holder {
                    Some(s) => {
                        round.take(s, engine_tile);
                        round.s.first = s;
                        round.s.turn = Turn::new(s);
                        round.open_station(start.engine);
                    }
                    None => round.s.seek = Some(Seek::Engine(start.engine)),
                }
            }
            EngineRule::FirstPlayersHighestDouble => {
                let opener = round.seats_from(start.designated).find_map(|s| {
                    let doubles = hands[s as usize].and(TileSet::doubles());
                    doubles.iter().last().map(|d| (s, d.tile().0))
                });
                match opener {
                    Some((s, pip)) => {
                        round.take(s, Tile(pip, pip));
                        round.s.first = s;
                        round.s.turn = Turn::new(s);
                        round.open_station(pip);
                    }
                    None => round.s.seek = Some(Seek::AnyDouble),
                }
            }
        }
        if round.s.seek.is_some() && round.s.boneyard.is_empty() {
            return Err(DealError::NobodyOpens);
        }
        round.lay_out(layout)?;
        round.refresh();
        Ok(())
    }

    pub(super) fn lay_out(&mut self, layout: &Layout) -> Result<(), DealError> {
        for &(train, ref tiles) in &layout.trains {
            let t = train.index();
            let exists = match train {
                TrainId::Personal(s) => self.is_active(s),
                TrainId::Mexican => self.s.rules.mexican != MexicanTrain::Off,
                TrainId::Side(_) => false,
            };
            if !exists {
                return Err(DealError::TrainNotInPlay { train });
            }
            for &tile in tiles {
                let end = self.line(t).end;
                let oriented = self.orient(tile, end).ok_or(DealError::DoesNotChain { tile, end, train })?;
                let seat = train.owner().unwrap_or(0);
                self.s.placements.push(Placement { seat, tile: oriented, train });
                self.s.on_table.insert(tile.id());
                let slot = self.line_mut(t);
                slot.end = oriented.1;
                slot.len += 1;
                slot.ends_in_double = oriented.is_double();
            }
        }
        for &seat in &layout.markers {
            if !self.is_active(seat) {
                return Err(DealError::MarkerOfSeatOut { seat });
            }
            self.s.markers |= bit(seat);
        }
        for &train in &layout.open_doubles {
            let t = train.index();
            if !self.line(t).ends_in_double || self.is_open(t) {
                return Err(DealError::NoDoubleToOpen { train });
            }
            let placer = self.s.placements.iter().rev().find(|p| p.train == train).map_or(0, |p| p.seat);
            self.push_open(OpenDouble { train: t as u8, placer });
        }
        Ok(())
    }

    /// What is wrong with tiles that should be the whole set (and the engine set aside).
    pub(super) fn not_the_set<'a>(set: Pip, engine: Option<Tile>, tiles: impl Iterator<Item = &'a Tile>) -> DealError {
        let mut seen = TileSet::EMPTY;
        let mut twice = Vec::new();
        let mut outside = Vec::new();
        for t in tiles.copied().chain(engine) {
            if !t.in_set(set) {
                outside.push(t);
            } else if seen.contains(t.id()) {
                twice.push(t);
            } else {
                seen.insert(t.id());
            }
        }
        let missing: Vec<Tile> = TileSet::full(set).minus(seen).tiles().collect();
        DealError::NotAFullSet { set, engine_aside: engine.is_some(), outside, twice, missing }
    }

    /// Put the engine in the hub and start the trains from it.
    pub(super) fn open_station(&mut self, pip: Pip) {
        self.s.engine = Some(pip);
        self.s.seek = None;
        self.s.on_table.insert(Tile(pip, pip).id());
        for t in &mut self.s.trains {
            t.end = pip;
        }
        self.s.sides.clear();
        if matches!(self.s.rules.opening, Opening::BuildTrain | Opening::Fast) {
            self.s.building = self.s.active;
        }
    }
}
