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

/** What a loader or action answered or threw, whatever its form (data(), Response, plain value). */
export type RouteAnswer<T> = {
  status: number;
  /** The body: the data of data() or of a plain return; undefined for a Response. */
  data: T | undefined;
  /** Where a redirect leads, else null. */
  location: string | null;
  headers: Headers;
};

type DataWithInit = { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null };

function isDataWithInit(value: unknown): value is DataWithInit {
  return typeof value === "object" && value !== null && (value as DataWithInit).type === "DataWithResponseInit";
}

function answerOf<T>(value: unknown): RouteAnswer<T> {
  if (value instanceof Response) {
    return { status: value.status, data: undefined, location: value.headers.get("location"), headers: value.headers };
  }
  if (isDataWithInit(value)) {
    const headers = new Headers(value.init?.headers);
    return { status: value.init?.status ?? 200, data: value.data as T, location: headers.get("location"), headers };
  }
  return { status: 200, data: value as T, location: null, headers: new Headers() };
}

/**
 * Calls a route module's loader or action with the arguments the server builds (viewer
 * resolved from the request's cookie) and normalises what it returned or threw.
 */
export async function callRoute<T = unknown>(
  handler: (args: never) => unknown,
  request: Request,
  options: { params?: Record<string, string>; clientIp?: string } = {},
): Promise<RouteAnswer<T>> {
  const args = await routeArgs(request, options);
  try {
    return answerOf<T>(await handler(args));
  } catch (thrown) {
    if (thrown instanceof Response || isDataWithInit(thrown)) return answerOf<T>(thrown);
    throw thrown;
  }
}
