// Point, Size, Rect and Vector are Foundation's CG types under shorter names: a module that
// uses them needs Foundation's declarations, so this module brings them along.
@_exported import Foundation
