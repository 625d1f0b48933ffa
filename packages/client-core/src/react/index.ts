// The one React entry of client-core (`@sprout/client-core/react`, react a peer dependency): the chat's
// hooks are the same for the parent's page and the doctor's pane, and neither app holds React code the
// other could import. Only this folder may import react (scripts/boundaries/
// client-core.rules.mjs): the main entry and ./chat stay React-free for what imports them without it.
export { type ChatThreadHookOptions, useChatThread } from './use-chat-thread.ts';
export { useChatTimeline } from './use-chat-timeline.ts';
