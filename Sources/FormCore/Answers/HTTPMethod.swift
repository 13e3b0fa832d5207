/// The two methods formsh uses: GET to load a screen, POST to submit a payload.
public enum HTTPMethod: String, Sendable {
    case get = "GET"
    case post = "POST"
}
