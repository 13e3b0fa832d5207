// FormSubmit
