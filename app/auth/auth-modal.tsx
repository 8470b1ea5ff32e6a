// The header's sign-in / sign-up modal: posts to the same actions as the
// pages; a successful sign-up switches back to sign-in with a message. The e-mail typed in one
// mode follows to the other. Each mode shows only
// the answers it got since it was last opened: a refused sign-in's error and e-mail do not
// come back next to "account created".
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { LoginForm, RegisterForm } from "~/auth/auth-forms";
import type { ActionData } from "~/forms/action-data";
import { useActionAnswer } from "~/forms/use-action-answer";
import { useCurrentUrl } from "~/forms/use-current-url";
import { Dialog } from "~/ui/dialog";
import { FormSuccess } from "~/ui/field";

export type AuthMode = "login" | "register";

export function AuthModal({
  mode,
  onModeChange,
  onClose,
}: {
  mode: AuthMode | null;
  onModeChange: (mode: AuthMode) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const login = useFetcher<ActionData>({ key: "auth-modal-login" });
  const register = useFetcher<ActionData>({ key: "auth-modal-register" });
  const [registered, setRegistered] = useState(false);
  // The e-mail typed in either form, carried to the other when the mode changes (issue 24).
  const [email, setEmail] = useState("");
  // Signed in: the page behind is now the member's.
  const loginAnswer = useActionAnswer(login, { showsSuccess: true, onSuccess: onClose });
  // A sign-up answers ok only in the modal (the page redirects): the account exists, now sign in.
  const registerAnswer = useActionAnswer(register, {
    showsSuccess: true,
    onSuccess: () => {
      dismissAnswers();
      setRegistered(true);
      onModeChange("login");
    },
  });
  // The fetchers keep their last answer; the one shown when a mode was left is not shown again.
  const dismissAnswers = () => {
    loginAnswer.dismiss();
    registerAnswer.dismiss();
  };
  const loginResult = loginAnswer.answer;
  const registerResult = registerAnswer.answer;

  const redirectTo = useCurrentUrl();
  const isLogin = mode === "login";
  return (
    <Dialog
      open={mode !== null}
      onOpenChange={(open) => {
        if (!open) {
          setRegistered(false);
          setEmail("");
          dismissAnswers();
          onClose();
        }
      }}
      title={isLogin ? t("auth.login.title") : t("auth.register.title")}
      description={isLogin ? t("auth.login.subtitle") : t("auth.register.subtitle")}
      size="sm"
    >
      {isLogin ? (
        <div className="space-y-4">
          {registered ? (
            <FormSuccess revealFor={register.data}>
              <p>{t("auth.login.registered")}</p>
              <p className="mt-1">{t("auth.login.check_email")}</p>
            </FormSuccess>
          ) : null}
          <LoginForm
            FormElement={login.Form}
            action="/login"
            hidden={{ modal: "1", redirectTo }}
            // After a sign-up: the new account's e-mail, nothing from an earlier attempt.
            result={loginResult ?? (registered ? { ok: false, values: register.data?.values } : undefined)}
            busy={login.state !== "idle"}
            idPrefix="modal-login"
            email={email}
            onEmailChange={setEmail}
            onForgotPassword={onClose}
          />
          <p className="text-center text-sm text-slate-600">
            {t("auth.login.no_account")}{" "}
            <button
              type="button"
              className="font-semibold text-secondary underline"
              onClick={() => {
                setRegistered(false);
                dismissAnswers();
                onModeChange("register");
              }}
            >
              {t("auth.login.create_account")}
            </button>
          </p>
        </div>
      ) : (
        <div className="space-y-4">
          <RegisterForm
            FormElement={register.Form}
            action="/register"
            hidden={{ modal: "1" }}
            result={registerResult}
            busy={register.state !== "idle"}
            idPrefix="modal-register"
            email={email}
            onEmailChange={setEmail}
          />
          <p className="text-center text-sm text-slate-600">
            {t("auth.register.have_account")}{" "}
            <button
              type="button"
              className="font-semibold text-secondary underline"
              onClick={() => {
                setRegistered(false);
                dismissAnswers();
                onModeChange("login");
              }}
            >
              {t("auth.register.sign_in")}
            </button>
          </p>
        </div>
      )}
    </Dialog>
  );
}
