import {
  WATCH_PARTY_EVENTS,
  type WatchPartyChatMessage,
  type WatchPartyParticipantsEvent,
  type WatchPartyPlayback,
  type WatchPartyResponse,
} from '@tubesphere/shared/contract/watch-parties';
import { useEffect, useState } from 'react';
import type { HeardPlayback } from '../utils/position-now.ts';

/** Chat lines a page keeps; older ones scroll away. */
const CHAT_KEPT = 200;

const read = <T>(data: string): T => JSON.parse(data) as T;

const playbackOf = (party: WatchPartyResponse): WatchPartyPlayback => ({
  videoId: party.videoId,
  postId: party.postId,
  title: party.title,
  index: party.index,
  playing: party.playing,
  seconds: party.seconds,
  updatedAt: party.updatedAt,
  serverTime: party.serverTime,
  position: party.position,
  anyoneControls: party.anyoneControls,
  ended: party.ended,
});

export interface PartyLive {
  heard: HeardPlayback;
  people: WatchPartyParticipantsEvent;
  chat: WatchPartyChatMessage[];
  ended: boolean;
  connected: boolean;
}

/**
 * The party as its stream tells it (GET /api/watch-parties/{id}/events): where the video is, who
 * is there, the chat. The page starts from the GET answer and the stream's first events replace
 * it; EventSource reconnects by itself and the server sends a fresh snapshot each time.
 */
export function usePartyStream(party: WatchPartyResponse): PartyLive {
  const [live, setLive] = useState<PartyLive>(() => ({
    heard: { playback: playbackOf(party), heardAt: performance.now() },
    people: { participants: party.participants, guestCount: party.guestCount },
    chat: party.chat,
    ended: party.ended,
    connected: false,
  }));

  useEffect(() => {
    if (party.ended || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/watch-parties/${encodeURIComponent(party.id)}/events`);
    // A reconnect sends the recent chat again: it replaces what the page holds.
    let freshChat = true;
    source.onopen = () => {
      freshChat = true;
      setLive((current) => ({ ...current, connected: true }));
    };
    source.onerror = () => setLive((current) => ({ ...current, connected: false }));
    source.addEventListener(WATCH_PARTY_EVENTS.state, (message) => {
      const playback = read<WatchPartyPlayback>(message.data);
      setLive((current) => ({ ...current, heard: { playback, heardAt: performance.now() }, ended: playback.ended }));
    });
    source.addEventListener(WATCH_PARTY_EVENTS.participants, (message) => {
      const people = read<WatchPartyParticipantsEvent>(message.data);
      setLive((current) => ({ ...current, people }));
    });
    source.addEventListener(WATCH_PARTY_EVENTS.chat, (message) => {
      const { message: line } = read<{ message: WatchPartyChatMessage }>(message.data);
      const replace = freshChat;
      freshChat = false;
      setLive((current) => {
        const kept = replace ? [] : current.chat.filter((existing) => existing.id !== line.id);
        return { ...current, chat: [...kept, line].slice(-CHAT_KEPT) };
      });
    });
    source.addEventListener(WATCH_PARTY_EVENTS.ended, () => {
      source.close();
      setLive((current) => ({ ...current, ended: true, connected: false }));
    });
    return () => source.close();
  }, [party.id, party.ended]);

  return live;
}
