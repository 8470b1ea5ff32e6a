import { redirect } from "react-router";
import { signOut } from "~/server/auth.server";
import { flashHeader } from "~/server/flash.server";
import type { Route } from "./+types/logout";

export async function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  const headers = await signOut(request);
  headers.append("Set-Cookie", await flashHeader({ key: "auth.message.signed_out", tone: "info" }));
  return redirect("/", { headers });
}
