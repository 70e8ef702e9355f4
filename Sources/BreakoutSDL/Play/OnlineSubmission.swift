import Breakout
import BreakoutNet
import Foundation
import Translations

/// A finished game sent to the online charts from the game-over alert: the replay goes on
/// a background task (`BackgroundRequest`) and the screen looks at it each frame, so the
/// window never waits on the network. It says where it stands in one line for the alert:
/// sending, the place, the reason for a refusal, or why the server could not be asked (then
/// the player may send it again).
///
/// ```swift
/// submission.send(replay, name: "Ann", to: service)
/// // each frame:
/// submission.poll()
/// submission.line   // "PLACE 3 ON THE ONLINE CHART"
/// ```
final class OnlineSubmission {
    enum State: Equatable {
        case sending
        case answered(SubmissionStatus)
        case failed(String)
    }

    /// Nil until the player sends the game.
    private(set) var state: State?
    private var request: BackgroundRequest<SubmissionStatus>?

    /// How long the upload and its verdict may take in all (seconds): a server verifies a
    /// game in seconds, and its queue may hold others before it.
    static let timeout = 120.0

    /// Sends `replay` (the file's bytes) under `name`; nothing while one is on its way or
    /// answered.
    func send(_ replay: Data, name: String, to service: any ChartService) {
        guard canSend else { return }
        state = .sending
        request = BackgroundRequest { () async throws(ChartClientError) -> SubmissionStatus in
            try await service.submitAndWait(replay, name: name, timeout: Self.timeout)
        }
    }

    /// The replay could not be made to send (the player may try again).
    func fail(_ why: String) {
        request = nil
        state = .failed(why)
    }

    /// Takes the answer when it has come.
    func poll() {
        guard let request, let result = request.poll() else { return }
        self.request = nil
        switch result {
        case .success(let status): state = .answered(status)
        case .failure(let error): state = .failed(error.description)
        }
    }

    /// Not sent yet, or sending failed: the choice is offered.
    var canSend: Bool {
        switch state {
        case nil, .failed?: return true
        case .sending?, .answered?: return false
        }
    }

    /// A new game: the last one's answer no longer applies (one still on its way is dropped).
    func reset() {
        request?.cancel()
        request = nil
        state = nil
    }

    /// Where the submission stands, for the alert; nil before it is sent.
    var line: String? {
        switch state {
        case nil: return nil
        case .sending?: return tr("SENDING TO THE ONLINE CHARTS...")
        case .answered(.ranked(let place, _, _, _))?: return tr("PLACE %d ON THE ONLINE CHART", place)
        case .answered(.refused(_, let reason))?: return tr("THE ONLINE CHARTS REFUSED IT: %s", reason)
        case .answered(.pending)?: return tr("SENDING TO THE ONLINE CHARTS...")
        case .failed(let why)?: return tr("NOT SENT: %s", why)
        }
    }
}
