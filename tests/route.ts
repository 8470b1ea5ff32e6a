// The router context React Router would hand a loader or action, for tests that call
// route modules directly.
import { createRequestContext } from "~/server/request-context.server";

export function testContext(clientIp = "192.0.2.1") {
  return createRequestContext({ nonce: "", clientIp, requestId: "" });
}
