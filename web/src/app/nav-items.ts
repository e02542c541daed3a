import {
  CalendarCheck,
  ClipboardList,
  History,
  LayoutDashboard,
  Trophy,
  Users,
  type LucideIcon,
} from 'lucide-react'
import { isOrganiser, type Role } from '@bidfut/domain/contracts/enums'

export type NavItem = {
  to: string
  label: string
  /** Fits six items in a 320 px bottom bar; it is part of the full label (WCAG 2.5.3). */
  shortLabel: string
  icon: LucideIcon
  organiserOnly: boolean
}

export const navItems: readonly NavItem[] = [
  {
    to: '/dashboard',
    label: 'Dashboard',
    shortLabel: 'Dashboard',
    icon: LayoutDashboard,
    organiserOnly: false,
  },
  {
    to: '/check-in',
    label: 'Check-in',
    shortLabel: 'Check-in',
    icon: CalendarCheck,
    organiserOnly: false,
  },
  {
    to: '/bid-atual',
    label: 'BID Atual',
    shortLabel: 'BID',
    icon: ClipboardList,
    organiserOnly: true,
  },
  {
    to: '/jogadores',
    label: 'Jogadores',
    shortLabel: 'Jogadores',
    icon: Users,
    organiserOnly: true,
  },
  {
    to: '/artilheiros',
    label: 'Artilheiros',
    shortLabel: 'Artilheiros',
    icon: Trophy,
    organiserOnly: false,
  },
  {
    to: '/historico',
    label: 'Histórico',
    shortLabel: 'Histórico',
    icon: History,
    organiserOnly: false,
  },
]

export function navItemsFor(role: Role): NavItem[] {
  return navItems.filter((item) => !item.organiserOnly || isOrganiser(role))
}
