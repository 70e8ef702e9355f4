/// A growable buffer of plain values with a base pointer the hot loops read directly.
/// It allocates only when it grows past its capacity, so a running scene allocates nothing.
///
/// Its fields skip Swift's dynamic exclusivity checks: only this class writes them, never
/// while a caller holds an access, and a checked read costs more than the loop body it feeds.
final class Storage<Element: BitwiseCopyable> {
    @exclusivity(unchecked) private(set) var base: UnsafeMutablePointer<Element>
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private(set) var capacity: Int

    init(capacity: Int = 16) {
        self.capacity = max(1, capacity)
        base = Storage.allocate(self.capacity)
    }

    deinit { UnsafeMutableRawPointer(base).deallocate() }

    /// Room for n elements on a cache line's boundary, so an element of 64 or 256 bytes
    /// (`RestingContact`) starts a line, and a walk reading its first bytes reads one line.
    private static func allocate(_ n: Int) -> UnsafeMutablePointer<Element> {
        UnsafeMutableRawPointer.allocate(byteCount: n * MemoryLayout<Element>.stride, alignment: max(64, MemoryLayout<Element>.alignment))
            .bindMemory(to: Element.self, capacity: n)
    }

    @inline(__always) subscript(i: Int) -> Element {
        get { base[i] }
        set { base[i] = newValue }
    }

    @inline(__always) func append(_ element: Element) {
        if count == capacity { grow(to: capacity * 2) }
        base[count] = element
        count += 1
    }

    /// Sets the count, growing if needed; new elements are `fill`.
    func resize(_ n: Int, fill: Element) {
        if n > capacity { grow(to: max(n, capacity * 2)) }
        if n > count { (base + count).initialize(repeating: fill, count: n - count) }
        count = n
    }

    /// Sets the count, growing if needed, without writing the new elements: for a caller that
    /// writes each one before anything reads it.
    func setCount(_ n: Int) {
        if n > capacity { grow(to: max(n, capacity * 2)) }
        count = n
    }

    /// Makes room for n elements without moving again until the count passes it.
    func reserve(_ n: Int) {
        if n > capacity { grow(to: n) }
    }

    func removeAll() { count = 0 }

    func truncate(_ n: Int) { count = min(count, n) }

    func removeLast() { count -= 1 }

    private func grow(to newCapacity: Int) {
        let fresh = Storage.allocate(newCapacity)
        fresh.moveInitialize(from: base, count: count)
        UnsafeMutableRawPointer(base).deallocate()
        base = fresh
        capacity = newCapacity
    }
}
