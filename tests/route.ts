// The arguments React Router hands a loader or action, for tests that call route modules
// directly: the same router context the server builds, with the viewer resolved by the
// same function the root middleware runs.
import { createRequestContext } from "~/server/request-context.server";
import { resolveViewer } from "~/server/viewer.server";

export async function routeContext(request: Request, clientIp = "192.0.2.1") {
  const context = createRequestContext({ clientIp, requestId: "" });
  await resolveViewer(request, new URL(request.url), context);
  return context;
}

export async function routeArgs(
  request: Request,
  options: { params?: Record<string, string>; clientIp?: string } = {},
): Promise<never> {
  const context = await routeContext(request, options.clientIp);
  // Typed `never` so it fits every route's own generated argument type.
  return { request, url: new URL(request.url), params: options.params ?? {}, context, pattern: "" } as never;
}
