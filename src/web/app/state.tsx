import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { InterfaceId } from './interfaces.ts';

const PARTICIPANT_KEY = 'participantID';

/** SPEC §3 "App state", minus the admin flag (it comes from the session). */
export type AppState = {
  participantId: string;
  chatbotLoaded: boolean;
  active: InterfaceId | undefined;
  profileVisible: boolean;
};

type AppActions = {
  setParticipantId(id: string): void;
  setChatbotLoaded(loaded: boolean): void;
  show(view: InterfaceId): void;
  toggleProfile(): void;
};

const AppStateContext = createContext<(AppState & AppActions) | undefined>(undefined);

export function AppStateProvider({ children }: { children: React.ReactNode }) {
  // The participant ID survives a reload of the tab, like the chat history it belongs to.
  const [participantId, setParticipantIdState] = useState(
    () => sessionStorage.getItem(PARTICIPANT_KEY) ?? '',
  );
  const [chatbotLoaded, setChatbotLoaded] = useState(() => participantId !== '');
  const [active, setActive] = useState<InterfaceId | undefined>(() =>
    participantId ? 'ChatbotUi' : undefined,
  );
  const [profileVisible, setProfileVisible] = useState(false);

  const setParticipantId = useCallback((id: string) => {
    sessionStorage.setItem(PARTICIPANT_KEY, id);
    setParticipantIdState(id);
  }, []);
  const toggleProfile = useCallback(() => setProfileVisible((v) => !v), []);

  const value = useMemo(
    () => ({
      participantId,
      chatbotLoaded,
      active,
      profileVisible,
      setParticipantId,
      setChatbotLoaded,
      show: setActive,
      toggleProfile,
    }),
    [participantId, chatbotLoaded, active, profileVisible, setParticipantId, toggleProfile],
  );
  return <AppStateContext.Provider value={value}>{children}</AppStateContext.Provider>;
}

export function useAppState() {
  const value = useContext(AppStateContext);
  if (!value) throw new Error('useAppState() outside AppStateProvider');
  return value;
}
