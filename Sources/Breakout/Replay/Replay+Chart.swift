/// What an online chart needs of a replay: the levels and difficulty it ranks the game under,
/// and why a game cannot be ranked at all (played on changed settings, rewound, ...). The
/// chart server asks these before it plays the replay through.
///
/// ```swift
/// if let why = replay.offChartReason { refuse(why) }
/// let chart = (replay.startingLevels, replay.rules.difficulty)
/// ```
extension Replay {
    /// The levels the game started on (a chart is kept per levelset).
    public var startingLevels: LevelSequence { levels }

    /// The physics engine the replay was recorded on.
    public var engineVersion: Int { engine }

    /// Why the game cannot be ranked beside others, as a player reads it, or nil when it can:
    /// every game on a chart is played on the standard settings of its difficulty (the pace
    /// and where the levels came from aside), one paddle, without rewinds, without a brick
    /// taken out by hand and on the levels it started with.
    public var offChartReason: String? {
        if levels.isDuel { return "a duel is not ranked on the charts" }
        let changed = rules.changedFromStandard
        if !changed.isEmpty {
            return "it was played on changed settings (\(changed.joined(separator: ", "))); the charts rank games on each difficulty's standard settings"
        }
        for event in events {
            if let rules = event.rules, rules.chartComparable != self.rules.chartComparable {
                return "the settings were changed during the game"
            }
            if event.levels != nil { return "the levels were changed during the game" }
            if event.rewindTo != nil { return "the game was rewound" }
            if event.destroyedBrick != nil { return "a brick was taken out by hand" }
        }
        return nil
    }
}

extension GameRules {
    /// The rules with what does not change the play set aside: the pace (`gameSpeed`: the
    /// steps are the same) and where the levels came from (the replay holds the levels).
    var chartComparable: GameRules {
        var rules = self
        rules.levelSource = .generated
        rules.levelFile = ""
        rules.gameSpeed = 100
        return rules
    }

    /// The names of the settings that differ from the standard ones of this difficulty
    /// (`GameRules()` at it), as the fields are called; empty when none does.
    var changedFromStandard: [String] {
        var standard = GameRules()
        standard.difficulty = difficulty
        let mine = chartComparable, theirs = standard.chartComparable
        guard mine != theirs else { return [] }
        // Mirror lists the stored fields in order; a field whose text differs is a changed one.
        return zip(Mirror(reflecting: mine).children, Mirror(reflecting: theirs).children).compactMap { a, b in
            String(describing: a.value) == String(describing: b.value) ? nil : a.label
        }
    }
}
