// FormReplay
