import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { INTERFACES, type InterfaceId, interfaceOf } from './interfaces.ts';

const PARTICIPANT_KEY = 'participantID';

/** docs/product.md#data "App state", minus the admin flag (it comes from the session). */
export type AppState = {
  participantId: string;
  chatbotLoaded: boolean;
  /** The view at the current address (undefined on Welcome and on an unknown address). */
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
  show(view: InterfaceId): void;
  toggleProfile(): void;
  /** Opens the chatbot, asking for a participant ID first when there is none. */
  openChatbot(): void;
  /** Opens the chatbot on a given case (Case Editor's and Data Collection's "Try this case"). */
  tryCase(caseId: number): void;
  closeParticipantPrompt(): void;
  /** The Participant ID popup succeeded: store the ID and show the chatbot. */
  participantEntered(id: string): void;
};

const AppStateContext = createContext<(AppState & AppActions) | undefined>(undefined);

/** The view whose address the path is, or is under (`/admin/cases/3` is the Case Editor's). */
export function interfaceAt(pathname: string): InterfaceId | undefined {
  return INTERFACES.find((v) => pathname === v.path || pathname.startsWith(`${v.path}/`))?.id;
}

/** The app's state; the active view is the address's, so reload, Back and Forward keep it. */
export function AppStateProvider({ children }: { children: React.ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The participant ID survives a reload of the tab; the server knows it too (a new tab resumes from there).
  const [participantId, setParticipantIdState] = useState(
    () => sessionStorage.getItem(PARTICIPANT_KEY) ?? '',
  );
  const chatbotLoaded = participantId !== '';
  const active = interfaceAt(pathname);
  const [profileVisible, setProfileVisible] = useState(false);
  const [chat, setChat] = useState<{ caseToTry: number | undefined; visit: number }>({
    caseToTry: undefined,
    visit: 0,
  });
  const [participantPromptOpen, setParticipantPromptOpen] = useState(false);

  // Leaving the chat ends the try: the next visit picks the resident's own chat up again.
  useEffect(() => {
    if (active !== 'ChatbotUi')
      setChat((c) => (c.caseToTry === undefined ? c : { ...c, caseToTry: undefined }));
  }, [active]);

  const setParticipantId = useCallback((id: string) => {
    sessionStorage.setItem(PARTICIPANT_KEY, id);
    setParticipantIdState(id);
  }, []);
  const show = useCallback((view: InterfaceId) => void navigate(interfaceOf(view).path), [navigate]);
  const toggleProfile = useCallback(() => setProfileVisible((v) => !v), []);
  const openChatbot = useCallback(() => {
    if (chatbotLoaded) void navigate('/chat');
    else setParticipantPromptOpen(true);
  }, [chatbotLoaded, navigate]);
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
      setParticipantPromptOpen(false);
      void navigate('/chat');
    },
    [setParticipantId, navigate],
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
