import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { InterfaceId } from './interfaces.ts';

const PARTICIPANT_KEY = 'participantID';

/** docs/product.md#data "App state", minus the admin flag (it comes from the session). */
export type AppState = {
  participantId: string;
  chatbotLoaded: boolean;
  active: InterfaceId | undefined;
  profileVisible: boolean;
  /** Admins: a case picked in the Case Editor for the next chat (init-conversation with its caseId). */
  caseToTry: number | undefined;
  /** The Participant ID popup is open (it opens before the chatbot when no ID is set). */
  participantPromptOpen: boolean;
};

type AppActions = {
  setParticipantId(id: string): void;
  setChatbotLoaded(loaded: boolean): void;
  show(view: InterfaceId): void;
  toggleProfile(): void;
  /** Opens the chatbot, asking for a participant ID first when there is none. */
  openChatbot(): void;
  /** Opens the chatbot on a given case (Case Editor's "Try this case"). */
  tryCase(caseId: number): void;
  /** The chat view takes the case to try when it starts a conversation. */
  takeCaseToTry(): number | undefined;
  closeParticipantPrompt(): void;
  /** The Participant ID popup succeeded: store the ID, mark the chatbot loaded, show it. */
  participantEntered(id: string): void;
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
  const [caseToTry, setCaseToTry] = useState<number | undefined>();
  const [participantPromptOpen, setParticipantPromptOpen] = useState(false);

  const setParticipantId = useCallback((id: string) => {
    sessionStorage.setItem(PARTICIPANT_KEY, id);
    setParticipantIdState(id);
  }, []);
  const toggleProfile = useCallback(() => setProfileVisible((v) => !v), []);
  const openChatbot = useCallback(() => {
    if (chatbotLoaded) setActive('ChatbotUi');
    else setParticipantPromptOpen(true);
  }, [chatbotLoaded]);
  const tryCase = useCallback(
    (caseId: number) => {
      setCaseToTry(caseId);
      // A chat already on screen must start over on the new case.
      setActive(undefined);
      openChatbot();
      if (chatbotLoaded) setTimeout(() => setActive('ChatbotUi'));
    },
    [openChatbot, chatbotLoaded],
  );
  const caseRef = useRef<number | undefined>(undefined);
  caseRef.current = caseToTry;
  const takeCaseToTry = useCallback(() => {
    const id = caseRef.current;
    if (id !== undefined) setCaseToTry(undefined);
    return id;
  }, []);
  const closeParticipantPrompt = useCallback(() => setParticipantPromptOpen(false), []);
  const participantEntered = useCallback(
    (id: string) => {
      setParticipantId(id);
      setChatbotLoaded(true);
      setParticipantPromptOpen(false);
      setActive('ChatbotUi');
    },
    [setParticipantId],
  );

  const value = useMemo(
    () => ({
      participantId,
      chatbotLoaded,
      active,
      profileVisible,
      caseToTry,
      participantPromptOpen,
      setParticipantId,
      setChatbotLoaded,
      show: setActive,
      toggleProfile,
      openChatbot,
      tryCase,
      takeCaseToTry,
      closeParticipantPrompt,
      participantEntered,
    }),
    [
      participantId,
      chatbotLoaded,
      active,
      profileVisible,
      caseToTry,
      participantPromptOpen,
      setParticipantId,
      toggleProfile,
      openChatbot,
      tryCase,
      takeCaseToTry,
      closeParticipantPrompt,
      participantEntered,
    ],
  );
  return <AppStateContext.Provider value={value}>{children}</AppStateContext.Provider>;
}

export function useAppState() {
  const value = useContext(AppStateContext);
  if (!value) throw new Error('useAppState() outside AppStateProvider');
  return value;
}
