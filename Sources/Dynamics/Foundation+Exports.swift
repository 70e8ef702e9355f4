// UIKit re-exports Foundation, and ported UIKit Dynamics code names CGFloat, CGPoint, CGSize,
// CGRect and NSCopying without importing anything else: so does this module.
@_exported import Foundation
