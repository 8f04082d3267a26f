"""judge_io - the kit's local judge: run a solution on sample files as an online judge would."""
