import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { InterfaceId } from './interfaces.ts';

const PARTICIPANT_KEY = 'participantID';

/** docs/product.md#data "App state", minus the admin flag (it comes from the session). */
export type AppState = {
  participantId: string;
  chatbotLoaded: boolean;
  active: InterfaceId | undefined;
  profileVisible: boolean;
  /** Admins: the case picked with "Try this case", played by the chat view it opens (init-conversation's caseId). */
  caseToTry: number | undefined;
  /** Counts the chats started on a picked case: each one is a fresh chat view. */
  chatVisit: number;
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
  /** Opens the chatbot on a given case (Case Editor's and Data Collection's "Try this case"). */
  tryCase(caseId: number): void;
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
  const [chat, setChat] = useState<{ caseToTry: number | undefined; visit: number }>({
    caseToTry: undefined,
    visit: 0,
  });
  const [participantPromptOpen, setParticipantPromptOpen] = useState(false);

  const setParticipantId = useCallback((id: string) => {
    sessionStorage.setItem(PARTICIPANT_KEY, id);
    setParticipantIdState(id);
  }, []);
  const show = useCallback((view: InterfaceId) => {
    setActive(view);
    // Leaving the chat ends the try: the next visit picks the resident's saved chat up again.
    if (view !== 'ChatbotUi')
      setChat((c) => (c.caseToTry === undefined ? c : { ...c, caseToTry: undefined }));
  }, []);
  const toggleProfile = useCallback(() => setProfileVisible((v) => !v), []);
  const openChatbot = useCallback(() => {
    if (chatbotLoaded) setActive('ChatbotUi');
    else setParticipantPromptOpen(true);
  }, [chatbotLoaded]);
  const tryCase = useCallback(
    (caseId: number) => {
      // A new visit number gives a new chat view, so even a chat on screen starts over on the case.
      setChat((c) => ({ caseToTry: caseId, visit: c.visit + 1 }));
      openChatbot();
    },
    [openChatbot],
  );
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
      caseToTry: chat.caseToTry,
      chatVisit: chat.visit,
      participantPromptOpen,
      setParticipantId,
      setChatbotLoaded,
      show,
      toggleProfile,
      openChatbot,
      tryCase,
      closeParticipantPrompt,
      participantEntered,
    }),
    [
      participantId,
      chatbotLoaded,
      active,
      profileVisible,
      chat,
      participantPromptOpen,
      setParticipantId,
      show,
      toggleProfile,
      openChatbot,
      tryCase,
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
