import FrameBenchScene
import WindowKit

/// Heap allocations per frame of the game's window (`breakout-bench frame`'s scene: 5,000
/// bricks, 500 balls, dummy video driver, software renderer into an offscreen target).
/// Each frame is counted on its own, then sorted by what happened in it: frames in which
/// the game performed no action (balls flying, bouncing off walls, paddle and indestructible
/// bricks) are steady play, whose target is zero; frames with actions (a brick hit, a ball
/// lost) allocate for the actions' records and their animations. SDL's own renderer is
/// counted apart: its software rasterizer is not the game's code.
struct FrameAllocations {
    let warmup: Int
    let frames: Int

    func report(_ counter: AllocationCounter) throws {
        let session = try SDLSession.start(videoDriver: "dummy", audioDriver: "dummy")
        defer { _ = session }
        print("window frames: 5000 bricks, 500 balls (\(warmup) warm-up, \(frames) counted frames each)")
        print("  scene and frames".padding(54) + padLeft("count", 7) + padLeft("simulate+build allocs/frame", 29) + padLeft("SDL render allocs/frame", 25))
        // Balls kept below the bricks by a ceiling: steady play, frame after frame.
        try count(try FrameScene(bricks: 5000, balls: 500, steady: true), "steady (a ceiling under the bricks)", counter)
        // The frame bench's scene: bricks hit every frame.
        try count(try FrameScene(bricks: 5000, balls: 500), "storm of hits (breakout-bench frame)", counter)
    }

    private func count(_ scene: FrameScene, _ name: String, _ counter: AllocationCounter) throws {
        for _ in 0..<warmup { scene.simulate(); scene.build(); scene.render() }
        var steady = Tally(), eventful = Tally()
        var actions = 0
        for _ in 0..<frames {
            let before = scene.actionsPerformed
            let game = counter.count { scene.simulate(); scene.build() }
            let render = counter.count { scene.render() }
            let performed = scene.actionsPerformed - before
            if performed == 0 {
                steady.add(game.allocations, render.allocations)
            } else {
                eventful.add(game.allocations, render.allocations)
                actions += performed
            }
        }
        print("  \(name), no action".padding(54) + steady.row)
        print("  \(name), \(actions) actions".padding(54) + eventful.row
            + (actions > 0 ? "   (\(fixed(Double(eventful.game) / Double(actions), 1)) per action)" : ""))
    }

    private struct Tally {
        var frames = 0
        var game: Int64 = 0
        var render: Int64 = 0

        mutating func add(_ g: Int64, _ r: Int64) { frames += 1; game += g; render += r }

        var row: String {
            let n = Double(max(frames, 1))
            return padLeft("\(frames)", 7) + padLeft(fixed(Double(game) / n, 2), 29) + padLeft(fixed(Double(render) / n, 1), 25)
        }
    }
}
