/**
 * The team page (/about): its title, the team, and one entry per member.
 *
 * A deploying team replaces this one file (and the pictures under src/web/static/team/, served at /team/...);
 * no component needs to change. The members below are fictional samples.
 *
 * image: a path under the site root, e.g. '/team/jane-doe.jpg'. An empty path, a file named
 * placeholder.* or a picture that fails to load shows the member's initials instead of a photo.
 */

export type TeamMember = {
  /** Stable and unique: used for element ids. */
  id: string;
  name: string;
  description: {
    classYear: string;
    major: string;
    responsibilities: string;
  };
  image: string;
};

export const teamPage = {
  title: 'Airway Management Assistant',
  teamName: 'Team Zero to Hero',
  intro:
    'A student team working with pediatric faculty to build and study a chatbot that trains residents in airway emergencies. Select a team member to read more.',
};

export const TEAM: readonly TeamMember[] = [
  {
    id: 'maya-okafor',
    name: 'Maya Okafor',
    description: {
      classYear: 'Class of 2026',
      major: 'Computer Science',
      responsibilities:
        'Team lead. Plans the sprints, runs the weekly meeting with the pediatrics faculty and keeps the study timeline.',
    },
    image: '/team/maya-okafor.svg',
  },
  {
    id: 'daniel-reyes',
    name: 'Daniel Reyes',
    description: {
      classYear: 'Class of 2026',
      major: 'Software Engineering',
      responsibilities:
        'Server and database: the chat API, conversation storage and the admin tools for reviewing sessions.',
    },
    image: '/team/daniel-reyes.svg',
  },
  {
    id: 'priya-nair',
    name: 'Priya Nair',
    description: {
      classYear: 'Class of 2025',
      major: 'Biomedical Engineering',
      responsibilities:
        'Scenario design: turns the clinical cases into phases, vital signs and hard stops, and checks them with the clinicians.',
    },
    image: '/team/priya-nair.svg',
  },
  {
    id: 'jordan-kim',
    name: 'Jordan Kim',
    description: {
      classYear: 'Class of 2027',
      major: 'Data Science',
      responsibilities:
        'Prompt design and evaluation: tests the tutor against the 20-item checklist and tracks where its feedback goes wrong.',
    },
    image: '/team/placeholder.jpg',
  },
  {
    id: 'elena-rossi',
    name: 'Elena Rossi',
    description: {
      classYear: 'Class of 2025',
      major: 'Human-Computer Interaction',
      responsibilities:
        'User research and design: interviews residents, runs usability tests and makes the chat work well on a phone.',
    },
    image: '/team/elena-rossi.svg',
  },
  {
    id: 'samuel-adeyemi',
    name: 'Samuel Adeyemi',
    description: {
      classYear: 'Class of 2026',
      major: 'Computer Engineering',
      responsibilities:
        'Front end and accessibility: the chat window, the public site and keyboard and screen-reader support.',
    },
    image: '/team/samuel-adeyemi.svg',
  },
  {
    id: 'amara-haddad',
    name: 'Amara Haddad',
    description: {
      classYear: 'Class of 2027',
      major: 'Public Health',
      responsibilities:
        'Study coordination: participant IDs, consent paperwork and the data exports for the analysis.',
    },
    image: '/team/placeholder.jpg',
  },
];
