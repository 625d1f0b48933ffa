// A short autocannon load that keeps the outcome of every request, for the SIGTERM test. In JavaScript
// because autocannon's published types describe neither its client events nor its instance's events.
import autocannon from 'autocannon';

const tally = (counts, key) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

/**
 * autocannon writes its next request as soon as an answer is in, even one that says
 * `Connection: close` (RFC 9112 9.6 forbids that); the server has closed that connection by then, so
 * the kernel resets it. Those resets are counted apart from resets on a connection the server had not
 * announced closing.
 */
export const runLoad = ({ url, paths, connections, seconds }) => {
  const report = { statuses: {}, errors: {}, resetsAfterAnnouncedClose: 0, resetsUnannounced: 0 };
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    requests: paths.map((path) => ({ path })),
    setupClient: (client) => {
      let closeAnnounced = false;
      // The parser's header info: shouldKeepAlive is false when the answer said close.
      client.on('headers', (info) => {
        closeAnnounced = info.shouldKeepAlive === false;
      });
      client.on('connError', (err) => {
        if (err.code !== 'ECONNRESET' && err.code !== 'EPIPE') return;
        if (closeAnnounced) report.resetsAfterAnnouncedClose++;
        else report.resetsUnannounced++;
      });
    },
  });
  instance.on('reqError', (err) => tally(report.errors, err.code ?? err.message));
  instance.on('response', (_client, status) => tally(report.statuses, String(status)));
  return instance.then(() => report);
};
