import { assertChannel, type FanoutProvider, type FanoutSubscriber } from './fanout-provider.ts';

/** One process: delivery is a call, after the publisher's current work (as a broker would be). */
export const createMemoryFanout = (): FanoutProvider => {
  const channels = new Map<string, Set<FanoutSubscriber>>();
  return {
    name: 'memory',
    publish: async (channel, message) => {
      assertChannel(channel);
      const subscribers = [...(channels.get(channel) ?? [])];
      queueMicrotask(() => {
        for (const s of subscribers) s.onMessage(message);
      });
    },
    subscribe: async (channel, subscriber) => {
      assertChannel(channel);
      const set = channels.get(channel) ?? new Set();
      set.add(subscriber);
      channels.set(channel, set);
    },
    close: async () => {
      channels.clear();
    },
  };
};
