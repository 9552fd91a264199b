/** The flat district lists: events, activities, cabinet categories, MJF, graduates, business categories, contacts. */
import { ResourcePage } from '../components/resource-page';
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
  return <ResourcePage config={eventsConfig} title="District Events" backTo="/admin" emptyMessage="No district events yet." />;
}

export function ActivitiesPage() {
  return <ResourcePage config={activitiesConfig} title="District Activities" backTo="/admin" emptyMessage="No district activities yet." />;
}

export function CabinetCategoriesPage() {
  return (
    <ResourcePage
      config={cabinetCategoriesConfig}
      title="Cabinet Categories"
      backTo="/admin/district-cabinet"
      header={<p className="text-muted-foreground">Categories are shared by every Lions year; add them to a year on the Cabinet screen.</p>}
    />
  );
}

export function MjfPage() {
  return <ResourcePage config={mjfConfig} title="MJF / PMJF" backTo="/admin" />;
}

export function GraduatesPage() {
  return <ResourcePage config={graduatesConfig} title="District Graduates" backTo="/admin" />;
}

export function BusinessCategoriesPage() {
  return <ResourcePage config={businessCategoriesConfig} title="Business Categories" backTo="/admin" />;
}

export function ContactsPage() {
  return (
    <ResourcePage
      config={contactsConfig}
      title="Contact Us Entries"
      backTo="/admin"
      header={<p className="text-muted-foreground">The units and people listed on the members’ Contact Us page.</p>}
    />
  );
}
