import {
  BarChart3,
  BellRing,
  BookOpen,
  ClipboardList,
  FileCode2,
  Home,
  LayoutDashboard,
  MessagesSquare,
  Network,
  Package,
  Radar,
  Rocket,
  Settings,
  ShieldCheck,
  SquareTerminal,
  UserCog,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  label: string;
  to: string;
  /** The path prefix that marks this entry active (defaults to `to`). */
  match?: string;
  icon: LucideIcon;
  badge?: 'applicants' | 'messages';
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

/** Spec section 2, 'Sidebar'. The spec's '/' Dashboard entry is the admin home, /dashboard. */
export const mainGroup: NavGroup = {
  label: 'Main',
  items: [
    { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard },
    { label: 'Products', to: '/products', icon: Package },
    { label: 'Interfaces', to: '/interfaces', icon: SquareTerminal },
    { label: 'Contracts', to: '/contracts', icon: FileCode2 },
    { label: 'Incubator', to: '/incubator', icon: Rocket },
    { label: 'Network', to: '/network', icon: Network },
    { label: 'Monitors', to: '/monitors', icon: Radar },
    { label: 'Alerts', to: '/alerts', icon: BellRing },
  ],
};

export const adminGroup: NavGroup = {
  label: 'Administration',
  items: [
    { label: 'Admin Panel', to: '/admin', icon: ShieldCheck },
    { label: 'Applicants', to: '/admin/applicants', icon: ClipboardList, badge: 'applicants' },
    { label: 'Messages', to: '/admin/messages', icon: MessagesSquare, badge: 'messages' },
    { label: 'Analytics', to: '/admin/analytics', icon: BarChart3 },
    { label: 'User Management', to: '/admin/users', icon: UserCog },
  ],
};

export const footerItems: NavItem[] = [
  { label: 'Settings', to: '/settings', icon: Settings },
  { label: 'Docs', to: '/docs', icon: BookOpen },
  { label: 'Home', to: '/', icon: Home },
];
