Dear grader,

I did not manage to write the kernel this week, but I read the handout and I
understand that a reduction combines many values into one, step by step.
I will try again next week.
