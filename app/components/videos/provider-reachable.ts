// Whether the browser can reach a video provider's player at all. A framed player that cannot
// load shows the browser's own error page inside the card, and a page cannot look inside a
// cross-origin frame to notice; so before framing it, one request to the player's origin is made
// (any answer means reachable; only a network failure does not). It carries credentials like
// the frame's own request, so the frame reuses the connection it opened (ADR 0090).

const probeTimeoutMs = 8_000;

export async function providerReachable(player: string): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    await fetch(new URL(player).origin, {
      method: "HEAD",
      mode: "no-cors",
      credentials: "include",
      cache: "no-store",
      signal: AbortSignal.timeout(probeTimeoutMs),
    });
    return true;
  } catch {
    return false;
  }
}
