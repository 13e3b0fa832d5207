// FormServe
