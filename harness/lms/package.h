/* package.h — `reduce-grade package`: the grader ready for the platforms
 * where instructors already grade.
 *
 *   package gradescope EXERCISE --out DIR [--seed N] [--rubric FILE] [--quick]
 *           [--visibility V]        DIR/autograder.zip (setup.sh, run_autograder)
 *   package prairielearn EXERCISE --out DIR [same]
 *                                   DIR/image/ (Dockerfile + kit), DIR/question/
 *   package result gradescope|prairielearn --out FILE
 *           (--student DIR [--log FILE] | --none WHY) [--visibility V]
 *                                   inside the platform's container: one batch
 *                                   student's files as the platform's results.json
 *
 * The staging is tools/lms/package.sh's; the grading in the container is
 * tools/lms/grade-submission.sh's, which runs `reduce-grade batch` (its
 * sandbox, rubric and LMS files) on the one submission. */
#ifndef RG_PACKAGE_H
#define RG_PACKAGE_H

/* Entry point: argv[0] is "package".  Returns an rg_exit code. */
int rg_package_main(int argc, char **argv);

#endif
