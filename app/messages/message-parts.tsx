// Pieces the inbox's cards and its detail dialog share: the kind and status badges and the
// transition buttons a message in a given status offers.
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Badge, type BadgeTone } from "~/ui/badge";
import type { RowAction } from "~/ui/row-actions";
import { type MessageStatus, type MessageTransition, transitionsFrom } from "./admin-schema";
import type { MessageKind } from "./metadata";

const K = "admin.messages";

const KIND_TONES: Record<MessageKind, BadgeTone> = {
  contact: "neutral",
  quote: "info",
  registration: "success",
  cancellation: "danger",
  newsletter: "neutral",
};

export function KindBadge({ kind }: { kind: MessageKind }) {
  const { t } = useTranslation();
  return <Badge tone={KIND_TONES[kind]}>{t(`${K}.kinds.${kind}`)}</Badge>;
}

const STATUS_TONES: Record<MessageStatus, BadgeTone> = {
  pending: "primary",
  read: "neutral",
  replied: "info",
  handled: "success",
  archived: "warning",
};

export function StatusBadge({ status }: { status: MessageStatus }) {
  const { t } = useTranslation();
  return <Badge tone={STATUS_TONES[status]}>{t(`${K}.status.${status}`)}</Badge>;
}

const VARIANTS: Record<MessageTransition, RowAction["variant"]> = {
  read: "outline",
  unread: "outline",
  handle: "secondary",
  archive: "outline",
  restore: "outline",
};

/** The buttons of a message in `status`, in the order of MESSAGE_TRANSITIONS. None asks first: each can be undone. */
export function transitionActions(status: MessageStatus, t: TFunction): RowAction[] {
  return transitionsFrom(status).map((name) => ({
    intent: name,
    label: t(`${K}.actions.${name}`),
    variant: VARIANTS[name],
  }));
}
