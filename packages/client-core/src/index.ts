export { ApiError, ClientCode, isApiError } from './api-error.ts';
export {
  type ChatConnection,
  type ChatConnectionOptions,
  type ChatEvent,
  type ChatStatus,
  chatSocketUrl,
  createChatConnection,
  type WebSocketLike,
} from './chat-connection.ts';
export type { PendingSend } from './chat-pending.ts';
export {
  type ChatPageQuery,
  type ChatThread,
  type ChatThreadOptions,
  createChatThread,
  openChatThread,
} from './chat-thread.ts';
export {
  type ChatSide,
  type ChatThreadState,
  chatTimeLabel,
  emptyThread,
  itemTime,
  type TimelineItem,
  timeline,
} from './chat-thread-state.ts';
export type { ApiResult, CallInput } from './call.ts';
export { CONTRACT_CHECK_FLAG, contractCheckRequested } from './contract-check-flag.ts';
export { copyText } from './copy-text.ts';
export {
  beaconReport,
  createErrorReporter,
  type ErrorReporter,
  type ErrorReporterOptions,
  reportOf,
  reportUncaught,
  watchScriptErrors,
} from './error-reports.ts';
export {
  asEnvelope,
  type EnvelopeLike,
  fieldErrorsOf,
  interpretResponse,
  messageOf,
  NO_ENVELOPE_MSG,
  type Outcome,
  refusalError,
} from './envelope.ts';
export {
  type BuiltRequest,
  buildRequest,
  queryString,
  type RouteLike,
  sendsToken,
  withQuery,
} from './request.ts';
export { type Exchange, type SendOptions, send } from './send.ts';
export {
  createRequestKeys,
  type KeyStore,
  type RequestKeys,
  sendWithKey,
  serverDecided,
} from './request-keys.ts';
