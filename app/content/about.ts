/**
 * Copy for the About page as data: the three pillars, the timeline, the values
 * and the team. The components in `app/components/about/` decide how it looks.
 */

/** Marketing figures from the spec, shown in the hero and the Impact card. */
export const ABOUT_STATS = [
  { value: '500K+', label: 'thumbnails downloaded' },
  { value: '30K+', label: 'people every day' },
  { value: '0.8 s', label: 'average lookup' },
] as const

export type IconName =
  'target' | 'users' | 'chart' | 'gift' | 'shield' | 'bolt' | 'ruler' | 'heart' | 'globe'

export type Card = { icon: IconName; title: string; text: string }

export const PILLARS: readonly Card[] = [
  {
    icon: 'target',
    title: 'Mission',
    text: 'Give anyone the thumbnail they need in two clicks: free, at full quality, and without asking who they are.',
  },
  {
    icon: 'users',
    title: 'Team',
    text: 'Four people working remotely: a designer, an engineer, a researcher and a support lead. We use the tool every week, so we feel every rough edge.',
  },
  {
    icon: 'chart',
    title: 'Impact',
    text: 'Over half a million thumbnails saved by creators, teachers, marketers and designers, with about 30,000 visitors on a typical day.',
  },
]

export type Milestone = { year: string; title: string; text: string }

export const MILESTONES: readonly Milestone[] = [
  {
    year: '2023',
    title: 'A weekend script',
    text: 'A channel redesign needed the original thumbnails of forty old videos. YouTube had no save button, so we wrote a script that asked for every size it keeps.',
  },
  {
    year: '2023',
    title: 'The first public version',
    text: 'We put the script behind a single text box and shared the link. There was no sign-up on day one, and there has never been one since.',
  },
  {
    year: '2024',
    title: 'Every size, every format',
    text: 'PNG and WebP downloads arrived, together with a clear list of exactly which sizes each video really has.',
  },
  {
    year: '2024',
    title: 'Rebuilt around privacy',
    text: 'Downloads moved to our own server. Your browser now talks only to us, and the links you paste never reach our logs.',
  },
  {
    year: '2025',
    title: 'Guides and half a million downloads',
    text: 'We started our blog with practical guides to thumbnail design, and passed 500,000 downloads.',
  },
]

export const VALUES: readonly Card[] = [
  {
    icon: 'gift',
    title: 'Free, for real',
    text: 'No paywall, no premium tier for the big sizes and no watermark stamped on your image.',
  },
  {
    icon: 'shield',
    title: 'Private by default',
    text: 'No account, no tracking cookies, no analytics, and the links you paste are never logged.',
  },
  {
    icon: 'bolt',
    title: 'Fast on every device',
    text: 'Small, prerendered pages and a lookup that usually takes less than a second, on a phone or a desktop.',
  },
  {
    icon: 'ruler',
    title: 'Honest quality',
    text: 'Every card shows the real pixel size of the image. When a size is upscaled, we tell you so.',
  },
  {
    icon: 'heart',
    title: 'Respect for creators',
    text: 'Thumbnails belong to the people who made them. We help you use them fairly and say so plainly.',
  },
  {
    icon: 'globe',
    title: 'Open to everyone',
    text: 'Keyboard, screen reader or a slow connection: the site is built and tested to work for all of them.',
  },
]

export type AvatarLook = {
  skin: string
  hair: string
  shirt: string
  hairStyle: 'short' | 'bun' | 'curly' | 'long'
  glasses?: boolean
  backdrop: 'rose' | 'amber' | 'sky' | 'violet'
}

export type TeamMember = { name: string; role: string; bio: string; avatar: AvatarLook }

// Fictional people. The portraits are drawn in SVG by TeamAvatar, not photographs.
export const TEAM: readonly TeamMember[] = [
  {
    name: 'Maya Lindqvist',
    role: 'Co-founder & Design Lead',
    bio: 'Designed channel art for creators for years before this. Writes our design guides and cares a lot about contrast.',
    avatar: {
      skin: '#f3d2b8',
      hair: '#d9a45b',
      shirt: '#cc0000',
      hairStyle: 'bun',
      backdrop: 'rose',
    },
  },
  {
    name: 'Priya Raman',
    role: 'Co-founder & Lead Engineer',
    bio: 'Built the image pipeline that finds, checks and converts every thumbnail in well under a second.',
    avatar: {
      skin: '#a86f4c',
      hair: '#1f1b18',
      shirt: '#0f766e',
      hairStyle: 'long',
      glasses: true,
      backdrop: 'sky',
    },
  },
  {
    name: 'Daniel Okafor',
    role: 'Research & Growth',
    bio: 'Studies what makes viewers click and turns the research into plain-language articles.',
    avatar: {
      skin: '#6b4330',
      hair: '#16120f',
      shirt: '#1d4ed8',
      hairStyle: 'curly',
      backdrop: 'amber',
    },
  },
  {
    name: 'Tomás Herrera',
    role: 'Community & Support',
    bio: 'Answers your messages, usually within one business day, and turns your feedback into fixes.',
    avatar: {
      skin: '#d6a682',
      hair: '#3b2a20',
      shirt: '#7c3aed',
      hairStyle: 'short',
      glasses: true,
      backdrop: 'violet',
    },
  },
]
