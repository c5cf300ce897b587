import type { SvgIconComponent } from '@mui/icons-material';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import BookmarkIcon from '@mui/icons-material/BookmarkBorderOutlined';
import SendIcon from '@mui/icons-material/SendOutlined';
import CalendarIcon from '@mui/icons-material/CalendarMonthOutlined';
import VideoIcon from '@mui/icons-material/VideocamOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import WorkIcon from '@mui/icons-material/WorkOutlineOutlined';
import PostIcon from '@mui/icons-material/PostAddOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import InboxIcon from '@mui/icons-material/InboxOutlined';
import StarIcon from '@mui/icons-material/StarBorderOutlined';
import TrashIcon from '@mui/icons-material/DeleteOutlineOutlined';
import MatchIcon from '@mui/icons-material/AutoAwesomeOutlined';
import SearchIcon from '@mui/icons-material/SearchOutlined';
import CompareIcon from '@mui/icons-material/CompareArrowsOutlined';
import type { Role } from '@/lib/roles';
import type { ChatCategory } from '@/state/chat/types';
import { paths } from './paths';

export interface MenuItem {
  label: string;
  to: string;
  icon: SvgIconComponent;
  /** Paths that also mark this entry active (a route with a parameter). */
  activePrefix?: string;
  /** Messages entries show the folder's count. */
  count?: ChatCategory;
}

export interface MenuGroup {
  title: string;
  items: MenuItem[];
}

const messages: MenuGroup = {
  title: 'Sensichat',
  items: [
    { label: 'Inbox', to: paths.messages.inbox, icon: InboxIcon, count: 'INBOX' },
    { label: 'Starred', to: paths.messages.starred, icon: StarIcon, count: 'STAR' },
    { label: 'Trash', to: paths.messages.trash, icon: TrashIcon, count: 'TRASH' },
  ],
};

/** Spec section 2, menu grouping: the Dashboard group, Sensichat, and the routes with no parent. */
export const MENU: Record<Role, MenuGroup[]> = {
  JOBSEEKER: [
    {
      title: 'Dashboard',
      items: [
        { label: 'Overview', to: paths.jobSeeker.dashboard, icon: DashboardIcon },
        { label: 'Saved jobs', to: paths.jobSeeker.savedJobs, icon: BookmarkIcon },
        { label: 'Applied jobs', to: paths.jobSeeker.appliedJobs, icon: SendIcon },
        { label: 'Calendar', to: paths.calendar, icon: CalendarIcon },
        { label: 'Video meetings', to: paths.jobSeeker.videoMeetings, icon: VideoIcon },
        { label: 'Settings', to: paths.jobSeeker.settings, icon: SettingsIcon },
      ],
    },
    messages,
    {
      title: 'Jobs for you',
      items: [
        { label: 'Find jobs', to: paths.jobSeeker.search, icon: SearchIcon },
        { label: 'Best matches', to: paths.jobSeeker.matchJobPostings, icon: MatchIcon },
      ],
    },
  ],
  EMPLOYER: [
    {
      title: 'Dashboard',
      items: [
        { label: 'Overview', to: paths.employer.dashboard, icon: DashboardIcon },
        {
          label: 'Job postings',
          to: paths.employer.allJobPostings(),
          icon: WorkIcon,
          activePrefix: '/all-jobs-postings/',
        },
        {
          label: 'Post a job',
          to: paths.employer.jobsPosting(),
          icon: PostIcon,
          // Its bulk tab too; an edit or a copy of a job is not a post from here.
          activePrefix: '/jobs-posting/bulkUpload',
        },
        { label: 'Calendar', to: paths.calendar, icon: CalendarIcon },
        {
          label: 'Video meetings',
          to: paths.employer.videoMeetings(),
          icon: VideoIcon,
          activePrefix: '/employer/video-meetings/',
        },
        { label: 'My organization', to: paths.employer.myOrganization, icon: GroupsIcon },
        { label: 'Settings', to: paths.employer.settings, icon: SettingsIcon },
      ],
    },
    messages,
    {
      title: 'Candidates',
      items: [
        { label: 'Best-match review', to: paths.employer.activeMatchJob, icon: MatchIcon },
        { label: 'Compare applicants', to: paths.employer.compareApplicants, icon: CompareIcon },
      ],
    },
  ],
};
