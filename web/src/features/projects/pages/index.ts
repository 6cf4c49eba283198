/**
 * Every projects screen, in one chunk: they share most of their code, and one lazy import keeps the
 * route table (which ships with the entry chunk and counts against the home page's budget) small.
 */
export { default as AdminProjectsPage } from './admin-projects-page';
export { default as AllProjectsPage } from './all-projects-page';
export { default as ArchivedProjectsPage } from './archived-projects-page';
export { default as CreateProjectPage } from './create-project-page';
export { default as DayPage } from './day-page';
export { default as NewDaysPage } from './new-days-page';
export { default as ProjectPage } from './project-page';
export { default as ProjectsRootRedirect } from './projects-root-redirect';
