import { Text } from '@mantine/core';
import { use, useEffect, useState, useSyncExternalStore } from 'react';
import { messages } from '../lib/messages';
import type { LiveHub } from './live-hub';
import { LiveContext } from './live-context';
import { dataAge, formatAge } from './live-health';

const { live: texts } = messages;

/**
 * 'Actualizado hace 20 s' under a live screen's title once its data (loaded at `dataUpdatedAt`)
 * has gone 15 s without being confirmed current: the indicator is not 'En vivo'. Nothing otherwise.
 */
export function LiveFreshness({ dataUpdatedAt }: { dataUpdatedAt: number }) {
  // Outside the live layer (a screen rendered alone) there is nothing to tell.
  const live = use(LiveContext);
  return live ? <Freshness hub={live.hub} dataUpdatedAt={dataUpdatedAt} /> : null;
}

function Freshness({ hub, dataUpdatedAt }: { hub: LiveHub; dataUpdatedAt: number }) {
  const indicator = useSyncExternalStore(hub.subscribeStatus, hub.getStatus, hub.getStatus);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // Only away from 'live' is there an age to show: tick each second then (15 s is the least shown).
    if (indicator === 'live') return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [indicator]);

  const age = dataAge(now, { indicator, leftLiveAt: hub.getLeftLiveAt(), dataUpdatedAt });
  if (age === null) return null;
  return (
    <Text size="sm" c="orange.9" fw={600} role="status" title={texts.updatedAgoHint} data-testid="data-age" mb="xs">
      {texts.updatedAgo(formatAge(age))}
    </Text>
  );
}
