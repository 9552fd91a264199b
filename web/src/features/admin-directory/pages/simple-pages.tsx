/** The flat district lists: events, activities, cabinet categories, MJF, graduates, business categories, contacts. */
import { ResourcePage } from '../components/resource-page';
import { i18n } from '@/i18n/i18n';
import {
  activitiesConfig,
  businessCategoriesConfig,
  cabinetCategoriesConfig,
  contactsConfig,
  eventsConfig,
  graduatesConfig,
  mjfConfig,
} from '../resources';

export function EventsPage() {
  return <ResourcePage config={eventsConfig} title={i18n._('District Events')} backTo="/admin" emptyMessage={i18n._('No district events yet.')} />;
}

export function ActivitiesPage() {
  return <ResourcePage config={activitiesConfig} title={i18n._('District Activities')} backTo="/admin" emptyMessage={i18n._('No district activities yet.')} />;
}

export function CabinetCategoriesPage() {
  return (
    <ResourcePage
      config={cabinetCategoriesConfig}
      title={i18n._('Cabinet Categories')}
      backTo="/admin/district-cabinet"
      header={<p className="text-muted-foreground">{i18n._('Categories are shared by every Lions year; add them to a year on the Cabinet screen.')}</p>}
    />
  );
}

export function MjfPage() {
  return <ResourcePage config={mjfConfig} title={i18n._('MJF / PMJF')} backTo="/admin" />;
}

export function GraduatesPage() {
  return <ResourcePage config={graduatesConfig} title={i18n._('District Graduates')} backTo="/admin" />;
}

export function BusinessCategoriesPage() {
  return <ResourcePage config={businessCategoriesConfig} title={i18n._('Business Categories')} backTo="/admin" />;
}

export function ContactsPage() {
  return (
    <ResourcePage
      config={contactsConfig}
      title={i18n._('Contact Us Entries')}
      backTo="/admin"
      header={<p className="text-muted-foreground">{i18n._('The units and people listed on the members’ Contact Us page.')}</p>}
    />
  );
}
